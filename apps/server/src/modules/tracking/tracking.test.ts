import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { clickEvents, searchLogs } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const click = {
  link: 'https://partner.example/book?ref=jaunt',
  cookieId: 'ABCDEFGH12345678',
  intent: 'book',
  partnerName: 'Harbour Kayaks',
  partnerId: 'GTA0001',
  partnerCity: 'Toronto',
  categoryName: 'Kayaking',
  market: 'GTA',
  experienceSku: 'GTA00010001',
};

describe('POST /api/links', () => {
  it('records a click with its intent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/links', payload: click });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(clickEvents)
      .where(eq(clickEvents.id, res.json()._id));
    expect(row).toMatchObject({
      intent: 'book',
      partnerId: 'GTA0001',
      market: 'GTA',
      userId: null,
    });
  });

  it('accepts every spec intent and refuses others', async () => {
    for (const intent of [
      'image',
      'visit-website',
      'group-button',
      'fareharbor-check-availability',
      'total',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/links',
        payload: { ...click, intent },
      });
      expect(res.statusCode).toBe(201);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      payload: { ...click, intent: 'hack' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('intent');
    const badCookie = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      payload: { ...click, cookieId: 'x' },
    });
    expect(badCookie.statusCode).toBe(400);
  });

  it('attributes the click to the signed-in user', async () => {
    const { user, headers } = await loginAs(t, 'user');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers,
      payload: { ...click, userId: 'someone-else' },
    });
    const [row] = await t.database.db
      .select()
      .from(clickEvents)
      .where(eq(clickEvents.id, res.json()._id));
    expect(row.userId).toBe(user.id);
  });
});

describe('POST /api/search-logs', () => {
  it('records a search and validates lengths', async () => {
    const payload = {
      query: 'kayak',
      cookieId: 'ABCDEFGH12345678',
      market: 'GTA',
      time: '2026-01-02T03:04:05Z',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/search-logs', payload });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(searchLogs)
      .where(eq(searchLogs.id, res.json()._id));
    expect(row).toMatchObject({ query: 'kayak', market: 'GTA' });
    expect(row.time.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/search-logs',
      payload: { ...payload, query: 'k'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
  });
});
