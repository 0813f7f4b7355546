import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/auth-helpers.ts';
import { createFeaturePage, createMarket } from '../../../test/factories.ts';

let t: TestApp;
let hidden: { id: string; slug: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await createMarket(db, { val: 'GTA' });
  await createFeaturePage(db, { market: 'GTA', pageTitle: 'Second', position: 2 });
  await createFeaturePage(db, { market: 'GTA', pageTitle: 'First', position: 1 });
  hidden = await createFeaturePage(db, {
    market: 'GTA',
    pageTitle: 'Draft',
    position: 3,
    active: false,
  });
  await createFeaturePage(db, { market: 'NYC', pageTitle: 'Elsewhere' });
});
afterAll(() => t.close());

const titles = (res: { json(): unknown }) =>
  (res.json() as { pageTitle: string }[]).map((p) => p.pageTitle);

describe('GET /api/featured', () => {
  it('lists active pages of a market by position; staff also see inactive ones', async () => {
    expect(titles(await t.app.inject('/api/featured/market/gta'))).toEqual(['First', 'Second']);
    const user = await loginAs(t, 'user');
    expect(
      titles(await t.app.inject({ url: '/api/featured/market/GTA', headers: user.headers })),
    ).toEqual(['First', 'Second']);
    const editor = await loginAs(t, 'editor');
    const staff = await t.app.inject({ url: '/api/featured/market/GTA', headers: editor.headers });
    expect(
      staff.json().map((p: { pageTitle: string; active: boolean }) => [p.pageTitle, p.active]),
    ).toEqual([
      ['First', true],
      ['Second', true],
      ['Draft', false],
    ]);
  });

  it('opens a page by slug or id; inactive only for admin and editor', async () => {
    expect((await t.app.inject('/api/featured/first')).json().pageTitle).toBe('First');
    for (const key of [hidden.id, hidden.slug]) {
      expect((await t.app.inject(`/api/featured/${key}`)).statusCode).toBe(404);
    }
    const partner = await loginAs(t, 'partner');
    expect(
      (await t.app.inject({ url: `/api/featured/${hidden.id}`, headers: partner.headers }))
        .statusCode,
    ).toBe(404);
    for (const role of ['editor', 'admin'] as const) {
      const { headers } = await loginAs(t, role);
      const res = await t.app.inject({ url: `/api/featured/${hidden.slug}`, headers });
      expect(res.json()).toMatchObject({ pageTitle: 'Draft', active: false });
    }
  });
});
