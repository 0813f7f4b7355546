import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXT } from '@jaunt/contract';
import { emails, mailingSubscriptions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAs } from '../../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace.Hopper@Example.TEST',
  password: 'cobol-1959',
  phone: '(416) 555-0199',
  market: 'GTA',
  terms: true,
  marketing: false,
};
const signup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload });

describe('POST /api/users (sign-up)', () => {
  it('creates a signed-in, unconfirmed user with a lowercased email and mails the link', async () => {
    const res = await signup(valid);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toMatchObject({
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.test',
      phone: '4165550199',
      market: 'GTA',
      role: 'user',
      integration: null,
      onBoarding: false,
      confirmedEmail: false,
      termsAccepted: true,
      stripe: { account: null },
    });
    expect(new Date(user.signupDate).toString()).not.toBe('Invalid Date');
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe(token);
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: `token=${token}` } });
    expect(me.json()._id).toBe(user._id);
    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.to, 'grace.hopper@example.test'));
    expect(mail.subject).toBe('Confirm your email for Jaunt');
    // The outbox keeps the mail with its token redacted; only the recipient gets the real link.
    expect(mail.link).toBe('http://localhost:3000/confirm/[redacted]/*');
  });

  it('never grants a staff role: admin becomes user', async () => {
    const res = await signup({ ...valid, email: 'sneaky@example.test', role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('user');
  });

  it('signs a partner up with its integration and onboarding on', async () => {
    const res = await signup({
      ...valid,
      email: 'owner@example.test',
      role: 'partner',
      integration: { name: 'FareHarbor' },
      returnUrl: '/partner-portal/business-information',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      role: 'partner',
      onBoarding: true,
      integration: { name: 'FareHarbor' },
    });
    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.to, 'owner@example.test'));
    expect(mail.link).toMatch(/\/\*partner-portal\*business-information$/);
  });

  it('refuses an integration the sign-up does not offer (the portal would show no tiles for it)', async () => {
    for (const name of ['fareharbor', 'Hackerbook']) {
      const res = await signup({
        ...valid,
        email: `odd-${name}@example.test`,
        role: 'partner',
        integration: { name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'integration.name': 'Choose one of the integrations offered',
      });
    }
  });

  it('refuses an email already in use, whatever its case', async () => {
    await signup({ ...valid, email: 'twice@example.test' });
    const res = await signup({ ...valid, email: 'TWICE@example.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'This email address is already in use.',
      fields: { email: 'This email address is already in use.' },
    });
  });

  it('names the failing fields: short password, missing terms, bad email', async () => {
    const short = await signup({ ...valid, email: 'short@example.test', password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Password must be at least 6 characters');

    const { terms: _terms, ...noTerms } = valid;
    const terms = await signup({ ...noTerms, email: 'terms@example.test' });
    expect(terms.statusCode).toBe(400);
    expect(terms.json().fields.terms).toBe(TEXT.termsRequired);

    const email = await signup({ ...valid, email: 'not-an-email' });
    expect(email.json().fields.email).toBe(TEXT.enterValidEmail);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'short@example.test'));
    expect(row).toBeUndefined();
  });

  it('subscribes to the mailing list once when the box is ticked', async () => {
    await signup({ ...valid, email: 'news@example.test', marketing: true });
    await t.database.db.delete(users).where(eq(users.email, 'news@example.test'));
    expect(
      (await signup({ ...valid, email: 'news@example.test', marketing: true })).statusCode,
    ).toBe(201);
    const subs = await t.database.db
      .select()
      .from(mailingSubscriptions)
      .where(eq(mailingSubscriptions.emailAddress, 'news@example.test'));
    expect(subs).toHaveLength(1);
    expect(subs[0].mergeFields).toEqual({ FNAME: 'Grace', LNAME: 'Hopper', MARKET: 'GTA' });
  });
});

describe('GET /api/session', () => {
  it('answers a guest 200 with no user, and anyone signed in with their user, never cached', async () => {
    const guest = await t.app.inject('/api/session');
    expect([guest.statusCode, guest.json()]).toEqual([200, { user: null }]);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    const someone = await loginAs(t, 'user');
    const res = await t.app.inject({ url: '/api/session', headers: someone.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: someone.user.id, role: 'user' });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    const stale = await t.app.inject({ url: '/api/session', headers: { cookie: 'token=nope' } });
    expect(stale.json()).toEqual({ user: null });
  });
});

describe('GET /api/users/me', () => {
  it('answers 401 to a guest and the user to anyone signed in', async () => {
    expect((await t.app.inject('/api/users/me')).statusCode).toBe(401);
    const staff = await loginAs(t, 'partner-staff');
    const res = await t.app.inject({ url: '/api/users/me', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: staff.user.id, role: 'partner-staff' });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });
});
