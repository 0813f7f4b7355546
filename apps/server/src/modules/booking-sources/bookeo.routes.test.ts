import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startBookeoStandIn } from './bookeo-stand-in.ts';

let standIn: Awaited<ReturnType<typeof startBookeoStandIn>>;
let t: TestApp;
beforeAll(async () => {
  standIn = await startBookeoStandIn();
  t = await buildTestApp({ BOOKEO_API_URL: standIn.url });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const slots = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/bookeo/availability/slots', payload });
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/bookeo/availability/slots', () => {
  it("answers a month of a Bookeo product's slots per page, with the next page's token", async () => {
    const body = { externalId: '41560PWEAP1744EA7A4B5F', apiKey: 'bookeo-demo-api-key' };
    const first = await slots({ ...body, date: day(3) });
    expect(first.statusCode).toBe(200);
    const page = first.json() as {
      data: { localDateTimeStart: string; vacancies: number }[];
      info: { pageNumber: number; pageNavigationToken: string | null };
    };
    expect(page.data.length).toBe(31 * 4);
    expect(page.data[0].localDateTimeStart).toMatch(new RegExp(`^${day(3)}T09:00:00-0[45]:00$`));
    expect(page.info).toEqual({ pageNumber: 1, pageNavigationToken: `${body.externalId}:2` });
    const second = (await slots({ ...body, date: day(3), pageNumber: 2 })).json();
    expect(second.data[0].localDateTimeStart.slice(0, 10)).toBe(day(34));
  });

  it('an unknown product gives no slots; a missing key is named', async () => {
    const none = await slots({ externalId: 'NOPE', apiKey: 'bookeo-demo-api-key', date: day(3) });
    expect(none.json().data).toEqual([]);
    const bad = await slots({ externalId: 'X', date: day(3) });
    expect(bad.statusCode).toBe(400);
  });
});
