import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness } from '../../../test/factories.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';

let t: TestApp;
let owner: LoggedIn;
let other: LoggedIn;
let admin: LoggedIn;
let user: LoggedIn;
let staff: LoggedIn;
let bizId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await loginAs(t, 'partner');
  other = await loginAs(t, 'partner');
  admin = await loginAs(t, 'admin');
  user = await loginAs(t, 'user');
  staff = await loginAs(t, 'partner-staff');
  const b = await createBusiness(t.database.db, {
    market: 'van',
    name: 'Harbour Kayaks',
    userId: owner.user.id,
    url: 'https://www.harbourkayaks.example/tours',
    billingAddress: { phone: '604-555-0100', city: 'Vancouver', region: 'BC', country: 'CA' },
    staff: [{ name: 'Sam', email: staff.user.email }],
  });
  bizId = b.id;
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: LoggedIn,
  payload?: object,
) => t.app.inject({ method, url, headers: who?.headers, payload });

describe('CRM sync with the local adapter', () => {
  it('refuses guests (401), users (403), partner-staff (403) and another partner (404)', async () => {
    const url = `/api/hubspot/company/${bizId}`;
    expect((await inject('POST', url)).statusCode).toBe(401);
    expect((await inject('POST', url, user)).statusCode).toBe(403);
    expect((await inject('POST', url, staff)).statusCode).toBe(403);
    expect((await inject('POST', url, other)).statusCode).toBe(404);
    const contact = { email: 'x@y.example', firstname: 'A', lastname: 'B', company: bizId };
    expect((await inject('POST', '/api/hubspot/contact', other, contact)).statusCode).toBe(404);
    expect((await inject('GET', '/api/hubspot/records', owner)).statusCode).toBe(403);
    const list = await inject('GET', '/api/hubspot/records', admin);
    expect(list.json()).toEqual([]);
  });

  it("pushes the owner's company with name, domain, phone, city, state, country and market", async () => {
    const res = await inject('POST', `/api/hubspot/company/${bizId}`, owner);
    expect(res.statusCode).toBe(200);
    const rec = res.json();
    expect(rec).toMatchObject({ kind: 'company', businessId: bizId, provider: 'local' });
    expect(rec.externalId).toMatch(/^local-/);
    expect(rec.properties).toEqual({
      name: 'Harbour Kayaks',
      domain: 'harbourkayaks.example',
      phone: '604-555-0100',
      city: 'Vancouver',
      state: 'BC',
      country: 'CA',
      market: 'van',
    });
    // A second push updates the same company rather than making a duplicate.
    const again = await inject('POST', `/api/hubspot/company/${bizId}`, admin);
    expect(again.json().externalId).toBe(rec.externalId);
    const put = await inject('PUT', `/api/hubspot/company/${bizId}`, owner);
    expect(put.statusCode).toBe(200);
    const list = (await inject('GET', '/api/hubspot/records?kind=company', admin)).json();
    expect(list).toHaveLength(1);
    expect((await inject('PUT', `/api/hubspot/company/${bizId}`, other)).statusCode).toBe(404);
  });

  it('validates contact bodies with a 400 naming the field', async () => {
    const bad = await inject('POST', '/api/hubspot/contact', owner, {
      email: 'not-an-email',
      firstname: 'A',
      lastname: 'B',
      company: bizId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('email');
    const long = await inject('POST', '/api/hubspot/contact', owner, {
      email: 'a@b.example',
      firstname: 'A'.repeat(101),
      lastname: 'B',
      company: bizId,
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('firstname');
  });

  it('creates, updates and deletes a contact; a duplicate email is a 409', async () => {
    const body = {
      email: 'Dana@Harbour.example',
      firstname: 'Dana',
      lastname: 'Lee',
      phone: '604-555-0101',
      company: bizId,
    };
    const res = await inject('POST', '/api/hubspot/contact', owner, body);
    expect(res.statusCode).toBe(201);
    const rec = res.json();
    expect(rec.properties).toEqual({
      email: 'Dana@Harbour.example',
      firstname: 'Dana',
      lastname: 'Lee',
      phone: '604-555-0101',
    });
    const dup = await inject('POST', '/api/hubspot/contact', admin, {
      ...body,
      email: 'dana@harbour.example',
    });
    expect(dup.statusCode).toBe(409);

    expect(
      (await inject('PUT', `/api/hubspot/contact/${rec.id}`, other, { lastname: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('PUT', `/api/hubspot/contact/${rec.id}`, user, { lastname: 'X' })).statusCode,
    ).toBe(403);
    const upd = await inject('PUT', `/api/hubspot/contact/${rec.id}`, owner, { lastname: 'Park' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().properties).toMatchObject({ firstname: 'Dana', lastname: 'Park' });

    expect((await inject('DELETE', `/api/hubspot/contact/${rec.id}`, other)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/hubspot/contact/${rec.id}`, owner)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/hubspot/contact/${rec.id}`, owner)).statusCode).toBe(404);
  });

  it('deletes the company record for its owner only', async () => {
    expect((await inject('DELETE', `/api/hubspot/company/${bizId}`, other)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/hubspot/company/${bizId}`, owner)).statusCode).toBe(204);
    const list = (await inject('GET', '/api/hubspot/records?kind=company', admin)).json();
    expect(list).toEqual([]);
    expect((await inject('PUT', `/api/hubspot/company/${bizId}`, owner)).statusCode).toBe(404);
  });
});
