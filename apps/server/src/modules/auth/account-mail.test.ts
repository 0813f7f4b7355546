import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXT } from '@jaunt/contract';
import { emails, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createUser,
  loginAs,
  startSmtpCapture,
  TEST_PASSWORD,
} from '../../../test/auth-helpers.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({}, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const base = 'http://localhost:3000';
const outbox = (to: string) => t.database.db.select().from(emails).where(eq(emails.to, to));

describe('email confirmation', () => {
  it('mails a link at sign-up over SMTP; the token confirms the account once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        firstName: 'Ida',
        lastName: 'Wells',
        email: 'ida@example.test',
        password: 'press-1892',
        phone: '4165550111',
        terms: true,
        returnUrl: '/toronto/list',
      },
    });
    expect(res.statusCode).toBe(201);
    const link = smtp.linkTo('ida@example.test', `${base}/confirm/`);
    const [, token, url] = link.match(/\/confirm\/([^/]+)\/(.+)$/)!;
    expect(url).toBe('*toronto*list');
    // The outbox keeps the mail without the token: an admin reading it cannot confirm.
    const [row] = await outbox('ida@example.test');
    expect(row).toMatchObject({
      status: 'sent',
      kind: 'confirmation',
      link: link.replace(token, '[redacted]'),
    });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(smtp.mails.at(-1)!.raw).toContain('Subject: Confirm your email for Jaunt');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/local/mailconfirmation',
      payload: { mailConfirmationToken: token },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: 'ida@example.test', confirmedEmail: true });

    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/local/mailconfirmation',
      payload: { mailConfirmationToken: token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'VALIDATION', message: TEXT.invalidToken });
  });

  it('refuses an expired token', async () => {
    const u = await loginAs(t, 'user', { confirmed: false });
    await t.app.inject({ url: '/auth/local/mailconfirmation', headers: u.headers });
    const token = smtp.linkTo(u.user.email, `${base}/confirm/`).split('/')[4];
    await t.database.db
      .update(users)
      .set({ mailConfirmationExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, u.user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/local/mailconfirmation',
      payload: { mailConfirmationToken: token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXT.invalidToken);
  });

  it('resends a new link to a signed-in unconfirmed user, and not once confirmed', async () => {
    const u = await loginAs(t, 'user', { confirmed: false });
    const first = await t.app.inject({ url: '/auth/local/mailconfirmation', headers: u.headers });
    expect(first.json()).toEqual({ sent: true });
    const firstLink = smtp.linkTo(u.user.email, `${base}/confirm/`);
    const second = await t.app.inject({
      method: 'POST',
      url: '/auth/local/mailconfirmation',
      headers: u.headers,
      payload: {},
    });
    expect(second.json()).toEqual({ sent: true });
    const secondLink = smtp.linkTo(u.user.email, `${base}/confirm/`);
    expect(secondLink).not.toBe(firstLink);
    // Only the newest link works.
    const old = await t.app.inject({
      method: 'POST',
      url: '/auth/local/mailconfirmation',
      payload: { mailConfirmationToken: firstLink.split('/')[4] },
    });
    expect(old.statusCode).toBe(400);

    const done = await loginAs(t, 'user', { confirmed: true });
    const res = await t.app.inject({ url: '/auth/local/mailconfirmation', headers: done.headers });
    expect(res.json()).toEqual({ sent: false, confirmedEmail: true });
    expect(await outbox(done.user.email)).toHaveLength(0);
  });

  it('asks a guest to sign in before resending', async () => {
    expect((await t.app.inject({ url: '/auth/local/mailconfirmation' })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/auth/local/passwordreset', payload });

  it('mails a link; the token sets a new password once and signs out every session', async () => {
    const u = await loginAs(t, 'user', { email: 'jo@example.test' });
    const res = await reset({ email: 'JO@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const link = smtp.linkTo('jo@example.test', `${base}/pwdreset/`);
    const token = link.split('/').at(-1)!;
    expect(smtp.mails.at(-1)!.raw).toContain('Subject: Reset your Jaunt password');
    const [row] = await outbox('jo@example.test');
    expect(row).toMatchObject({
      status: 'sent',
      kind: 'password-reset',
      link: `${base}/pwdreset/[redacted]`,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    const admin = await loginAs(t, 'admin');
    const page = await t.app.inject({ url: '/api/admin/outbox', headers: admin.headers });
    expect(page.body).toContain(`${base}/pwdreset/[redacted]`);
    expect(page.body).not.toContain(token);

    const check = await t.app.inject({
      url: `/auth/local/passwordreset?passwordResetToken=${token}`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });

    const done = await reset({ passwordResetToken: token, newPassword: 'fresh-start' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: '/api/users/me', headers: u.headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: 'jo@example.test', password: 'fresh-start' },
    });
    expect(login.statusCode).toBe(200);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: 'jo@example.test', password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);

    const reused = await reset({ passwordResetToken: token, newPassword: 'again-again' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(TEXT.resetFailed);
    const recheck = await t.app.inject({
      url: `/auth/local/passwordreset?passwordResetToken=${token}`,
    });
    expect(recheck.statusCode).toBe(400);
    expect(recheck.json().message).toBe(TEXT.invalidToken);
  });

  it('marks an unknown email invalid', async () => {
    const res = await reset({ email: 'ghost@example.test' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: TEXT.unknownResetEmail,
      fields: { email: TEXT.unknownResetEmail },
    });
  });

  it('refuses an expired token', async () => {
    const u = await createUser(t);
    await reset({ email: u.email });
    const token = smtp.linkTo(u.email, `${base}/pwdreset/`).split('/').at(-1)!;
    await t.database.db
      .update(users)
      .set({ passwordResetExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, u.id));
    const check = await t.app.inject({
      url: `/auth/local/passwordreset?passwordResetToken=${token}`,
    });
    expect(check.statusCode).toBe(400);
    const res = await reset({ passwordResetToken: token, newPassword: 'whatever-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXT.resetFailed);
  });

  it('needs a new password of at least 6 characters', async () => {
    const res = await reset({ passwordResetToken: 'x'.repeat(43), newPassword: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});
