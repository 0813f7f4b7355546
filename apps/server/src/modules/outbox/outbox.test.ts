import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/outbox', () => {
  it('lists stored mails newest first, paged, with the total', async () => {
    for (const n of [1, 2, 3]) {
      await t.app.ctx.mailer.send({
        to: `m${n}@example.test`,
        subject: `Mail ${n}`,
        text: 'hello',
        kind: 'test',
        link: `http://localhost:3000/x/${n}`,
      });
    }
    const admin = await loginAs(t, 'admin');
    const res = await t.app.inject({ url: '/api/admin/outbox?limit=2', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const items = res.json();
    expect(items.map((m: { subject: string }) => m.subject)).toEqual(['Mail 3', 'Mail 2']);
    expect(items[0]).toMatchObject({
      to: 'm3@example.test',
      kind: 'test',
      link: 'http://localhost:3000/x/3',
      status: 'stored',
    });
    expect(Object.keys(items[0]).sort()).toEqual(
      ['_id', 'created', 'kind', 'link', 'status', 'subject', 'to'].sort(),
    );
    const next = await t.app.inject({
      url: '/api/admin/outbox?limit=2&skip=2',
      headers: admin.headers,
    });
    expect(next.json().map((m: { subject: string }) => m.subject)).toEqual(['Mail 1']);
  });

  it('refuses a page larger than 100', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await t.app.inject({ url: '/api/admin/outbox?limit=101', headers: admin.headers });
    expect(res.statusCode).toBe(400);
  });
});
