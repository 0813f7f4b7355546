import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXT, type Role } from '@jaunt/contract';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createMarket } from '../../../test/factories.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';

// Its own app: businesses made by the test factories take codes of their own numbering, which
// the next free code of the API would meet.
let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who?: LoggedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const names = (res: { json(): { items: { name: string }[] } }) =>
  res.json().items.map((b) => b.name);

describe('a new business from the modal', () => {
  it('needs a name and a market (the spec texts), a market that exists, and starts inactive with no owner', async () => {
    await createMarket(t.database.db, { val: 'NBM' });
    const create = (body: object, who = admin) => call('POST', '/api/admin/businesses', who, body);
    const empty = await create({});
    expect([empty.statusCode, empty.json().message]).toEqual([400, TEXT.nothingToSave]);
    expect((await create({ name: ' ', market: '' })).json().message).toBe(TEXT.nothingToSave);
    for (const half of [{ name: 'Half Done' }, { market: 'NBM' }]) {
      const res = await create(half);
      expect([res.statusCode, res.json().message]).toEqual([400, TEXT.completeAllFields]);
    }
    const unknown = await create({ name: 'Lost Tours', market: 'Atlantis' });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([
      400,
      { market: TEXT.enterValidMarket },
    ]);

    const made = await create({ name: ' Harbour Kayaks ', market: 'nbm' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Harbour Kayaks',
      market: 'NBM',
      active: false,
      owner: null,
      skuList: [],
      products: [],
    });
    expect(made.json().businessId).toMatch(/^B\d{5}$/);
    const listed = await call('GET', '/api/admin/businesses?market=NBM', admin);
    expect(names(listed)).toEqual(['Harbour Kayaks']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, made.json()._id));
    expect(audit.action).toBe('create');
  });

  it('gives businesses created at the same moment each their own code', async () => {
    await createMarket(t.database.db, { val: 'NBP' });
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/api/admin/businesses', admin, { name: `Parallel ${i}`, market: 'NBP' }),
      ),
    );
    expect(made.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect(new Set(made.map((r) => r.json().businessId)).size).toBe(12);
  });

  it('is for admins only', async () => {
    for (const role of ['editor', 'partner', 'user'] as Role[]) {
      const who = await loginAs(t, role);
      const res = await call('POST', '/api/admin/businesses', who, { name: 'X', market: 'NBM' });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('POST', '/api/admin/businesses', undefined, {})).statusCode).toBe(401);
  });
});
