import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness } from '../../../test/factories.ts';
import { loginAs } from '../../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function start() {
  const p = await loginAs(t, 'partner');
  const b = await createBusiness(t.database.db, {
    market: 'GTA',
    userId: p.user.id,
    integration: { name: 'Bookeo' },
  });
  const res = await t.app.inject({
    url: `/api/integration/authorize?businessId=${b.id}`,
    headers: p.headers,
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  const state = location.searchParams.get('state')!;
  const cookie = (res.cookies as { name: string; value: string }[]).find(
    (c) => c.name === 'integration_state',
  )!;
  expect(cookie.value).toBe(state);
  expect(state).toMatch(/^[A-Z0-9]{16}$/);
  return { p, b, location, state };
}

describe('booking-platform integration', () => {
  it('goes to the stand-in consent page and saves the API key when the state matches', async () => {
    const { p, b, location, state } = await start();
    const page = await t.app.inject({ url: `${location.pathname}${location.search}` });
    expect(page.statusCode).toBe(200);
    const allow = page.body.match(/href="([^"]+success=true[^"]*)"/)![1].replace(/&#38;/g, '&');
    const back = new URL(allow);
    expect(back.searchParams.get('state')).toBe(state);
    const done = await t.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { ...p.headers, cookie: `integration_state=${state}` },
    });
    expect(done.headers.location).toBe('/partner-portal/integration?result=success');
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, b.id));
    expect(row.integration?.apiKey).toBe(back.searchParams.get('apiKey'));
    const status = await t.app.inject({
      url: `/api/stripe/integration/${b.id}`,
      headers: p.headers,
    });
    expect(status.json()).toEqual({ name: 'Bookeo', authorized: true });
    expect(
      (await t.app.inject({ url: `/api/business/${b.id}`, headers: p.headers })).body,
    ).not.toContain('key_');
  });

  it('refuses a state that does not match, a missing cookie and a denied consent', async () => {
    const { p, b, state } = await start();
    const attempts = [
      { cookie: 'integration_state=AAAAAAAAAAAAAAAA', q: `state=${state}&success=true&apiKey=k1` },
      { cookie: '', q: `state=${state}&success=true&apiKey=k1` },
      { cookie: `integration_state=${state}`, q: `state=${state}&success=false` },
    ];
    for (const a of attempts) {
      const res = await t.app.inject({
        url: `/api/integration/callback?${a.q}`,
        headers: { ...p.headers, ...(a.cookie ? { cookie: a.cookie } : {}) },
      });
      expect(res.headers.location).toBe('/partner-portal/integration?result=error');
    }
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, b.id));
    expect(row.integration?.apiKey).toBeUndefined();
  });

  it("won't start an authorization for another partner's business", async () => {
    const other = await loginAs(t, 'partner');
    const { b } = await start();
    const res = await t.app.inject({
      url: `/api/integration/authorize?businessId=${b.id}`,
      headers: other.headers,
    });
    expect([403, 404]).toContain(res.statusCode);
  });
});
