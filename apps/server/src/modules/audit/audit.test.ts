import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { recordAudit } from './audit.repo.ts';

let t: TestApp;
let admin: LoggedIn;
let editor: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, editor] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'editor')]);
});
afterAll(() => t.close());

const actor = () => ({ id: editor.user.id, email: editor.user.email });

describe('audit log', () => {
  it('shows admins who changed what, newest first, filtered by record', async () => {
    await recordAudit(t.database.db, actor(), {
      entity: 'product',
      entityId: 'p-1',
      action: 'update',
      before: { name: 'Old' },
      after: { name: 'New' },
    });
    await recordAudit(t.database.db, actor(), {
      entity: 'product',
      entityId: 'p-2',
      action: 'delete',
    });

    const all = await t.app.inject({ url: '/api/admin/audit', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((e: { entityId: string }) => e.entityId)).toEqual(['p-2', 'p-1']);

    const one = await t.app.inject({
      url: '/api/admin/audit?entity=product&entityId=p-1',
      headers: admin.headers,
    });
    expect(one.headers['x-total-count']).toBe('1');
    expect(one.json()[0]).toMatchObject({
      actorEmail: editor.user.email,
      action: 'update',
      before: { name: 'Old' },
      after: { name: 'New' },
    });
  });

  it('writes nothing when the change it describes is rolled back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, actor(), { entity: 'review', entityId: 'r-9', action: 'delete' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const res = await t.app.inject({
      url: '/api/admin/audit?entity=review&entityId=r-9',
      headers: admin.headers,
    });
    expect(res.json()).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/audit', headers: editor.headers })).statusCode,
    ).toBe(403);
  });
});
