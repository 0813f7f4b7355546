import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emails, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createBusiness } from '../../../test/factories.ts';
import { loginAs, type LoggedIn } from '../../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const form = {
  name: 'Harbour Kayaks Inc.',
  url: 'https://harbour-kayaks.example',
  type: 'company',
  payoutPreference: 'stripe',
  phone: '416-555-0123',
  country: 'CA',
  region: 'ON',
  address: '12 Queens Quay W',
  city: 'Toronto',
  postalCode: 'm5j 2n1',
  email: 'bookings@harbour-kayaks.example',
};

async function partnerWith(integration: string | null): Promise<LoggedIn> {
  const p = await loginAs(t, 'partner');
  await t.database.db
    .update(users)
    .set({ integration: integration ? { name: integration } : null, onBoarding: true })
    .where(eq(users.id, p.user.id));
  return p;
}
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: LoggedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const mailsTo = async (to: string) =>
  (await t.database.db.select().from(emails).where(eq(emails.to, to))).map((m) => m.kind);

describe('business form calls', () => {
  it('creates the business on first save, reads it back, and locks type and payout preference', async () => {
    const p = await partnerWith('Bookeo');
    const created = await inject('POST', '/api/business', p, form);
    expect(created.statusCode).toBe(201);
    const b = created.json();
    expect(b).toMatchObject({
      name: 'Harbour Kayaks Inc.',
      userId: p.user.id,
      integration: { name: 'Bookeo', authorized: false },
      billingAddress: { postalCode: 'M5J 2N1', region: 'ON', city: 'Toronto' },
      vendorAgreementDate: null,
    });
    expect(b.businessId).toMatch(/^B\d{5}$/);
    for (const url of [`/api/business/${b._id}`, `/api/business/${b.businessId}`]) {
      expect((await inject('GET', url, p)).json().name).toBe('Harbour Kayaks Inc.');
    }
    const mine = await inject('GET', `/api/business/partner/${p.user.id}`, p);
    expect(mine.json().map((x: { _id: string }) => x._id)).toEqual([b._id]);
    const locked = await inject('PUT', `/api/business/${b._id}`, p, {
      ...form,
      type: 'individual',
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('The business type cannot be changed.');
    const updated = await inject('PUT', `/api/business/${b._id}`, p, {
      ...form,
      city: 'Mississauga',
    });
    expect(updated.json().billingAddress.city).toBe('Mississauga');
    // A number stored with its country code (seed, staff edits) saves again as the same number.
    const resaved = await inject('PUT', `/api/business/${b._id}`, p, {
      ...form,
      phone: '+14165550142',
    });
    expect(resaved.json().billingAddress.phone).toBe('4165550142');
    expect((await inject('POST', '/api/business', p, form)).statusCode).toBe(409);
  });

  it('rejects a bad postal code or website naming the field, and a missing confirmation email only for own integration', async () => {
    const p = await partnerWith(null);
    const bad = await inject('POST', '/api/business', p, { ...form, postalCode: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('postalCode');
    const noEmail = await inject('POST', '/api/business', p, { ...form, email: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().fields).toHaveProperty('email');
    const notUrl = await inject('POST', '/api/business', p, { ...form, url: 'not a url' });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().fields).toHaveProperty('url', 'Not a valid website');
    const rezdy = await partnerWith('Rezdy');
    const us = { ...form, country: 'US', region: 'HI', postalCode: '96815-1234', email: '' };
    expect((await inject('POST', '/api/business', rezdy, us)).statusCode).toBe(201);
  });
});

describe('ownership', () => {
  it("keeps business B's data from the partner of A, its staff and plain users", async () => {
    const a = await partnerWith('Bookeo');
    const b = await partnerWith('Bookeo');
    const staffOfB = await loginAs(t, 'partner-staff');
    const user = await loginAs(t, 'user');
    const bizB = await createBusiness(t.database.db, {
      market: 'GTA',
      userId: b.user.id,
      staff: [{ name: 'S', email: staffOfB.user.email }],
    });
    const reads = [
      `/api/business/${bizB.id}`,
      `/api/business/active/${bizB.businessId}`,
      `/api/business/user/${bizB.businessId}`,
      `/api/business/partner/${b.user.id}`,
    ];
    for (const url of reads) {
      expect([403, 404]).toContain((await inject('GET', url, a)).statusCode);
      expect([403, 404]).toContain((await inject('GET', url, user)).statusCode);
    }
    for (const [m, url, body] of [
      ['PUT', `/api/business/${bizB.id}`, form],
      ['PUT', `/api/business/partner/agreement/${bizB.id}`, { agreed: true }],
      ['POST', '/api/email-service/partner/onboarding-finished', { businessId: bizB.id }],
      ['POST', `/api/business/partner/banking-skip/${bizB.id}`, {}],
    ] as const) {
      expect([403, 404]).toContain((await inject(m, url, a, body)).statusCode);
      expect((await inject(m, url, user, body)).statusCode).toBe(403);
      expect((await inject(m, url, staffOfB, body)).statusCode).toBe(403);
    }
    // partner-staff of B reads B (portal home, purchases) but not the owner-only call.
    expect((await inject('GET', `/api/business/${bizB.id}`, staffOfB)).statusCode).toBe(200);
    expect((await inject('GET', `/api/business/active/${bizB.id}`, staffOfB)).json()).toEqual({
      businessId: bizB.businessId,
      active: true,
    });
    expect((await inject('GET', `/api/business/user/${bizB.id}`, staffOfB)).statusCode).toBe(403);
    expect((await inject('GET', `/api/business/${bizB.id}`, b)).statusCode).toBe(200);
  });
});

describe('agreement and finishing (section 4)', () => {
  async function agreeAs(integration: string, payoutPreference = 'stripe') {
    const p = await partnerWith(integration);
    const biz = (await inject('POST', '/api/business', p, { ...form, payoutPreference })).json();
    const res = await inject('PUT', `/api/business/partner/agreement/${biz._id}`, p, {
      agreed: true,
    });
    expect(res.statusCode).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, p.user.id));
    return { p, res: res.json(), user: u, biz };
  }

  it('Bookeo: the agreement date is set, onboarding goes on, no mail', async () => {
    const { res, user, p, biz } = await agreeAs('Bookeo');
    expect(res.finished).toBe(false);
    expect(res.business.vendorAgreementDate).not.toBeNull();
    expect(user.onBoarding).toBe(true);
    expect(await mailsTo(p.user.email)).not.toContain('partner-onboarding-finished');
    const early = await inject('POST', '/api/email-service/partner/onboarding-finished', p, {
      businessId: biz._id,
    });
    expect(early.statusCode).toBe(409);
  });

  it('payout preference fareharbor: the agreement finishes onboarding with both mails, once', async () => {
    const admin = await loginAs(t, 'admin');
    const { res, user, p, biz } = await agreeAs('Bookeo', 'fareharbor');
    expect(res.finished).toBe(true);
    expect(user).toMatchObject({ onBoarding: false, enteredBankingInfo: true });
    expect(await mailsTo(p.user.email)).toEqual(['partner-onboarding-finished']);
    expect(await mailsTo(admin.user.email)).toContain('staff-onboarding-finished');
    const again = await inject('PUT', `/api/business/partner/agreement/${biz._id}`, p, {
      agreed: true,
    });
    expect(again.json().finished).toBe(false);
    expect(await mailsTo(p.user.email)).toEqual(['partner-onboarding-finished']);
  });

  it('FareHarbor vendors finish at the agreement; Rezdy and Group Bookings do not', async () => {
    expect((await agreeAs('FareHarbor')).res.finished).toBe(true);
    expect((await agreeAs('Rezdy')).res.finished).toBe(false);
    expect((await agreeAs('Group Bookings')).res.finished).toBe(false);
  });
});

describe('skipping banking (section 4: skippable, a skip event is logged)', () => {
  async function agreedPartner(integration: string) {
    const p = await partnerWith(integration);
    const biz = (await inject('POST', '/api/business', p, form)).json();
    await inject('PUT', `/api/business/partner/agreement/${biz._id}`, p, { agreed: true });
    return { p, biz };
  }
  const userRow = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const skip = (p: LoggedIn, id: string) =>
    inject('POST', `/api/business/partner/banking-skip/${id}`, p, {});

  it('Bookeo: logs the skip, passes the step, and onboarding goes on to the integration', async () => {
    const admin = await loginAs(t, 'admin');
    const { p, biz } = await agreedPartner('Bookeo');
    const res = await skip(p, biz._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ finished: false });
    expect(await userRow(p.user.id)).toMatchObject({ onBoarding: true, enteredBankingInfo: true });
    const audit = await t.app.inject({
      url: `/api/admin/audit?entity=business&entityId=${biz._id}`,
      headers: admin.headers,
    });
    expect(audit.json()).toEqual([
      expect.objectContaining({ action: 'skip-banking', actorEmail: p.user.email }),
    ]);
    // No bank account came with the skip: the business still has none.
    const after = (await inject('GET', `/api/business/${biz._id}`, p)).json();
    expect(after.stripe.bankLast4).toBeNull();
    expect(after.billingAddress.firstName).toBeUndefined();
    expect(await mailsTo(p.user.email)).not.toContain('partner-onboarding-finished');
  });

  it('Rezdy and Group Bookings finish onboarding at a skipped banking step, with the mails', async () => {
    for (const integration of ['Rezdy', 'Group Bookings']) {
      const { p, biz } = await agreedPartner(integration);
      expect((await skip(p, biz._id)).json()).toEqual({ finished: true });
      expect(await userRow(p.user.id)).toMatchObject({ onBoarding: false });
      expect(await mailsTo(p.user.email)).toEqual(['partner-onboarding-finished']);
    }
  });

  it('refuses a skip once onboarding is over or where banking is no step', async () => {
    const { p, biz } = await agreedPartner('Rezdy');
    await skip(p, biz._id);
    expect((await skip(p, biz._id)).statusCode).toBe(409);
    const dock = await partnerWith('FareHarbor');
    const dockBiz = (await inject('POST', '/api/business', dock, form)).json();
    expect((await skip(dock, dockBiz._id)).statusCode).toBe(409);
  });
});
