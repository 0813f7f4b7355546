import { expect } from 'vitest';
import { SourceUnavailableError } from '../src/modules/booking-sources/booking-source.ts';

/**
 * What every booking platform adapter does with a platform that limits or garbles (they share
 * platform-fetch.ts): it waits out two 429s (Retry-After) and answers, gives up with the
 * platform's "down" text after 3 retries, and treats a body that is not JSON as down.
 * `read` asks the adapter for something through the given fetch; it must find some slots.
 */
export async function expectRetriesThenDown(
  read: (fetchWith: typeof fetch) => Promise<unknown[]>,
  downText: string,
) {
  let limited = 2;
  let calls = 0;
  const limiting: typeof fetch = async (input, init) => {
    calls++;
    if (limited-- > 0) {
      return new Response('{}', { status: 429, headers: { 'retry-after': '0.05' } });
    }
    return fetch(input, init);
  };
  expect(await read(limiting)).not.toHaveLength(0);
  expect(calls).toBeGreaterThanOrEqual(3);
  limited = 100;
  const err = await read(limiting).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(SourceUnavailableError);
  expect((err as Error).message).toBe(downText);
  const garbled: typeof fetch = async () => new Response('<html>oops</html>', { status: 200 });
  await expect(read(garbled)).rejects.toBeInstanceOf(SourceUnavailableError);
}
