import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oauthIdentities, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/auth-helpers.ts';
import {
  startOidcProvider,
  type TestAccount,
  type TestOidcProvider,
} from '../../../test/oidc-provider.ts';

const PUBLIC_URL = 'http://localhost:3000';
let t: TestApp;
let idp: TestOidcProvider;

beforeAll(async () => {
  idp = await startOidcProvider([
    `${PUBLIC_URL}/auth/google/callback`,
    `${PUBLIC_URL}/auth/facebook/callback`,
  ]);
  const creds = (name: string) => ({
    [`OIDC_${name}_CLIENT_ID`]: idp.clientId,
    [`OIDC_${name}_CLIENT_SECRET`]: idp.clientSecret,
  });
  t = await buildTestApp(
    {},
    {
      OIDC_PROVIDERS: 'google,facebook',
      ...creds('GOOGLE'),
      OIDC_GOOGLE_ISSUER: idp.issuer,
      // Facebook speaks plain OAuth 2: no discovery, explicit endpoints.
      ...creds('FACEBOOK'),
      OIDC_FACEBOOK_AUTHORIZATION_URL: `${idp.issuer}/auth`,
      OIDC_FACEBOOK_TOKEN_URL: `${idp.issuer}/token`,
      OIDC_FACEBOOK_USERINFO_URL: `${idp.issuer}/me`,
      OIDC_FACEBOOK_SCOPE: 'openid email profile',
    },
  );
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/**
 * Runs the browser's part: Jaunt's redirect, the provider's pages (keeping its cookies),
 * and back to Jaunt's callback. Returns Jaunt's final answer.
 */
async function socialLogin(provider: string, returnTo: string) {
  const start = await t.app.inject({
    url: `/auth/${provider}?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(start.statusCode).toBe(302);
  let location = String(start.headers.location);
  const jar = new Map<string, string>();
  for (let hop = 0; hop < 10 && location.startsWith(idp.issuer); hop++) {
    const res = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    location = new URL(res.headers.get('location') ?? '', location).href;
  }
  expect(location.startsWith(`${PUBLIC_URL}/auth/${provider}/callback?`)).toBe(true);
  return t.app.inject({ url: location.slice(PUBLIC_URL.length) });
}

const account = (sub: string, email: string, verified = true): TestAccount => ({
  sub,
  email,
  email_verified: verified,
  given_name: 'Lin',
  family_name: 'Dao',
  name: 'Lin Dao',
});

function sessionCookie(res: Awaited<ReturnType<typeof socialLogin>>) {
  const token = res.cookies.find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { cookie: `token=${token}` };
}

describe('social login (OpenID Connect, discovery)', () => {
  it('creates a confirmed account without accepted terms, signs it in and returns to the page', async () => {
    idp.signInAs(account('g-1', 'Lin.Dao@Example.test'));
    const res = await socialLogin('google', '/toronto/list?x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/done?returnTo=${encodeURIComponent('/toronto/list?x=1')}`);
    const me = await t.app.inject({ url: '/api/users/me', headers: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'lin.dao@example.test',
      firstName: 'Lin',
      lastName: 'Dao',
      role: 'user',
      confirmedEmail: true,
      termsAccepted: false,
    });
  });

  it('finds the same account again through the linked identity', async () => {
    idp.signInAs(account('g-1', 'changed@example.test'));
    const res = await socialLogin('google', '/');
    const me = await t.app.inject({ url: '/api/users/me', headers: sessionCookie(res) });
    expect(me.json().email).toBe('lin.dao@example.test');
  });

  it('links an existing password account when the provider verified the email', async () => {
    const existing = await createUser(t, { email: 'has-password@example.test', confirmed: false });
    idp.signInAs(account('g-2', 'has-password@example.test'));
    const res = await socialLogin('google', '/');
    const me = await t.app.inject({ url: '/api/users/me', headers: sessionCookie(res) });
    expect(me.json()).toMatchObject({ _id: existing.id, confirmedEmail: true });
  });

  it('refuses to take over an existing account through an unverified email', async () => {
    await createUser(t, { email: 'victim@example.test' });
    idp.signInAs(account('g-3', 'victim@example.test', false));
    const res = await socialLogin('google', '/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=facebook');
    expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    const links = await t.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.subject, 'g-3'));
    expect(links).toHaveLength(0);
  });

  it('never redirects off the site after login', async () => {
    idp.signInAs(account('g-1', 'lin.dao@example.test'));
    const res = await socialLogin('google', '//evil.example/phish');
    expect(res.headers.location).toBe('/done?returnTo=%2F');
  });
});

describe('social login (plain OAuth 2, Facebook)', () => {
  it('trusts the email as confirmed and signs the new user in', async () => {
    idp.signInAs(account('fb-1', 'fb.user@example.test', false));
    const res = await socialLogin('facebook', '/favorites');
    expect(res.headers.location).toBe('/done?returnTo=%2Ffavorites');
    const me = await t.app.inject({ url: '/api/users/me', headers: sessionCookie(res) });
    expect(me.json()).toMatchObject({ email: 'fb.user@example.test', confirmedEmail: true });
  });
});

describe('GET /api/auth/providers', () => {
  it('lists the configured social logins for the login screen', async () => {
    const res = await t.app.inject('/api/auth/providers');
    expect(res.json()).toEqual([
      { name: 'google', label: 'Google' },
      { name: 'facebook', label: 'Facebook' },
    ]);
  });
});

describe('social login failures', () => {
  it('sends a tampered or replayed callback to the failure modal', async () => {
    const res = await t.app.inject({ url: '/auth/google/callback?code=abc&state=forged' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=facebook');
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await t.app.inject('/auth/myspace')).statusCode).toBe(404);
    expect((await t.app.inject('/auth/myspace/callback?code=a&state=b')).statusCode).toBe(404);
  });

  it('keeps no password-less user from logging in with a password', async () => {
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'fb.user@example.test'));
    expect(row.passwordHash).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      payload: { email: 'fb.user@example.test', password: 'anything' },
    });
    expect(res.statusCode).toBe(401);
  });
});
