import { SourceUnavailableError } from './booking-source.ts';

const MAX_RETRIES = 3;
const MAX_WAIT_MS = 5_000;

export interface PlatformRequest {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  /** Query-string parameters (undefined ones are left out). */
  query?: Record<string, string | number | undefined>;
}

/**
 * One call to a booking platform's API, with the rules every adapter follows: a 10 s timeout;
 * on 429 it waits what Retry-After says (else 250 ms doubling, with a little jitter), at most 3
 * times and 5 s in all, then gives up; a network failure, a 5xx, a 429 that outlasts the
 * retries, or one of `downStatuses` (a platform's refused credentials) is
 * SourceUnavailableError(`down`). Any other answer is the caller's to read.
 */
export async function platformFetch(
  doFetch: typeof fetch,
  url: string,
  req: PlatformRequest,
  down: string,
  downStatuses: readonly number[] = [],
): Promise<Response> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query ?? {}))
    if (v !== undefined) params.set(k, String(v));
  const target = params.size > 0 ? `${url}?${params}` : url;
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await doFetch(target, {
        method: req.method,
        headers: {
          ...req.headers,
          ...(req.body ? { 'content-type': 'application/json' } : {}),
        },
        body: req.body ? JSON.stringify(req.body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new SourceUnavailableError(down);
    }
    if (res.status === 429 && attempt < MAX_RETRIES) {
      const after = Number(res.headers.get('retry-after'));
      const wait = Math.min(
        (Number.isFinite(after) && after > 0 ? after * 1000 : 250 * 2 ** attempt) +
          Math.random() * 100,
        MAX_WAIT_MS - waited,
      );
      if (wait > 0) {
        waited += wait;
        await new Promise((r) => setTimeout(r, wait));
        continue;
      }
    }
    if (res.status === 429 || res.status >= 500 || downStatuses.includes(res.status))
      throw new SourceUnavailableError(down);
    return res;
  }
}

/** The answer's JSON, or SourceUnavailableError(`down`) when it is not JSON. */
export async function platformJson<T>(res: Response, down: string): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    throw new SourceUnavailableError(down);
  }
}
