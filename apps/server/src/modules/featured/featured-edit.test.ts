import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { createMarket } from '../../../test/factories.ts';

let t: TestApp;
let admin: LoggedIn;

beforeAll(async () => {
  t = await buildTestApp();
  await createMarket(t.database.db, { val: 'SEA' });
  await createMarket(t.database.db, { val: 'PDX' });
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const call = (method: string, url: string, who: LoggedIn | null, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: who?.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const experience = (name: string) => ({ name, experienceSku: `SKU-${name}`, price: 25 });
const page = (slug: string, extra: Record<string, unknown> = {}) => ({
  pageTitle: `Best of ${slug}`,
  slug,
  market: 'SEA',
  ...extra,
});

describe('feature page editing', () => {
  it('is admin only: editor, partner, user 403 with the spec text; guests 401', async () => {
    const made = (await call('POST', '/api/featured', admin, page('guarded'))).json();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/featured'],
      ['POST', '/api/featured', page('x')],
      ['PUT', `/api/featured/${made._id}`, { pageTitle: 'New' }],
      ['DELETE', `/api/featured/${made._id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      for (const role of ['editor', 'partner', 'user'] as const) {
        const res = await call(method, url, await loginAs(t, role), body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("You don't have permission to do that.");
      }
    }
  });

  it('creates, lists per market, updates, deletes; inactive until activated; audited', async () => {
    const res = await call('POST', '/api/featured', admin, page('coffee'));
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ slug: 'coffee', market: 'SEA', active: false, lists: [] });
    expect((await t.app.inject('/api/featured/coffee?market=SEA')).statusCode).toBe(404);
    const on = await call('PUT', `/api/featured/${made._id}`, admin, { active: true });
    expect(on.json().active).toBe(true);
    expect((await t.app.inject('/api/featured/coffee?market=SEA')).json().pageTitle).toBe(
      'Best of coffee',
    );
    const list = await call('GET', '/api/featured?market=sea', admin);
    expect(list.json().map((p: { slug: string }) => p.slug)).toContain('coffee');
    expect((await call('GET', '/api/featured?market=PDX', admin)).json()).toEqual([]);
    expect((await call('DELETE', `/api/featured/${made._id}`, admin)).statusCode).toBe(204);
    expect((await t.app.inject('/api/featured/coffee?market=SEA')).statusCode).toBe(404);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, made._id));
    expect(trail.map((a) => a.action).sort()).toEqual(['activate', 'create', 'delete']);
  });

  it('persists the order of lists, experiences and content items', async () => {
    const made = (
      await call(
        'POST',
        '/api/featured',
        admin,
        page('ordered', {
          lists: [
            { title: 'A', experiences: [experience('one'), experience('two')] },
            { title: 'B', facebook: true, experiences: [] },
          ],
          contentItems: [{ name: 'first' }, { name: 'second' }],
        }),
      )
    ).json();
    const [a, b] = made.lists;
    const res = await call('PUT', `/api/featured/${made._id}`, admin, {
      lists: [b, { ...a, experiences: [a.experiences[1], a.experiences[0]] }],
      contentItems: [{ name: 'second' }, { name: 'first' }],
    });
    expect(res.statusCode).toBe(200);
    const again = (await call('GET', `/api/featured/${made._id}`, admin)).json();
    expect(again.lists.map((l: { title: string }) => l.title)).toEqual(['B', 'A']);
    expect(again.lists[1].experiences.map((x: { name: string }) => x.name)).toEqual(['two', 'one']);
    expect(again.contentItems.map((c: { name: string }) => c.name)).toEqual(['second', 'first']);
  });

  it('answers 400 naming the field for each bad input', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...page('a'), pageTitle: '' }, 'pageTitle'],
      [{ ...page('a'), pageTitle: long(41) }, 'pageTitle'],
      [{ ...page('a'), slug: 'Not A Slug' }, 'slug'],
      [{ ...page('a'), market: '' }, 'market'],
      [{ ...page('a'), market: 'Atlantis' }, 'market'],
      [{ ...page('a'), pageDescription: long(111) }, 'pageDescription'],
      [{ ...page('a'), position: -1 }, 'position'],
      [{ ...page('a'), related: ['nope'] }, 'related.0'],
      [
        { ...page('a'), lists: [{ title: 'L', experiences: [experience(long(41))] }] },
        'lists.0.experiences.0.name',
      ],
      [{ ...page('a'), contentItems: [{ name: '' }] }, 'contentItems.0.name'],
    ];
    for (const [body, field] of bad) {
      const res = await call('POST', '/api/featured', admin, body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toContain(field);
    }
    await call('POST', '/api/featured', admin, page('taken'));
    const dup = await call('POST', '/api/featured', admin, page('taken'));
    expect(dup.json().fields).toHaveProperty('slug');
    const other = await call('POST', '/api/featured', admin, page('taken', { market: 'PDX' }));
    expect(other.statusCode).toBe(201);
    const empty = await call('PUT', `/api/featured/${other.json()._id}`, admin, {});
    expect(empty.statusCode).toBe(400);
  });

  it('refuses deletes in demo mode with the spec text', async () => {
    const made = (await call('POST', '/api/featured', admin, page('demo'))).json();
    const demo = await buildApp({ config: { ...t.config, DEMO_MODE: true }, db: t.database.db });
    await demo.ready();
    try {
      const res = await demo.inject({
        method: 'DELETE',
        url: `/api/featured/${made._id}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Delete not allowed in demo mode');
    } finally {
      await demo.close();
    }
  });
});
