import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { createSocialProvider, type SocialProfile, type SocialProvider } from '../../lib/oidc.ts';
import { newToken } from '../../lib/tokens.ts';
import type { UserRow } from '../users/users.presenter.ts';
import { findUserByEmail, insertUser, updateUser } from '../users/users.repo.ts';
import { createSession } from './sessions.ts';
import * as repo from './social.repo.ts';

/** A started social login must come back within this time. */
const STATE_TTL_MS = 10 * 60 * 1000;

/** Only same-site paths, never an open redirect. */
export function safeReturnTo(path: string | undefined): string {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
    ? path
    : '/';
}

export function createSocialLogin(ctx: AppContext) {
  const providers = new Map<string, SocialProvider>(
    ctx.config.oidcProviders.map((p) => [p.name, createSocialProvider(p)]),
  );
  const provider = (name: string) => {
    const p = providers.get(name);
    if (!p) throw notFound(`Unknown login provider: ${name}`);
    return p;
  };
  const redirectUri = (name: string) => `${ctx.config.publicUrl}/auth/${name}/callback`;

  /** Finds the account for a profile: linked identity, else verified email, else a new user. */
  async function accountFor(name: string, profile: SocialProfile): Promise<UserRow> {
    const linked = await repo.findUserByIdentity(ctx.db, name, profile.subject);
    if (linked) return linked;
    if (!profile.email) throw new Error('provider gave no email');
    const verified = profile.emailVerified || name === 'facebook';
    const existing = await findUserByEmail(ctx.db, profile.email);
    let user = existing;
    if (existing) {
      // Linking an existing account needs the provider's word that the email is theirs.
      if (!verified) throw new Error('unverified email matches an existing account');
      if (!existing.confirmedEmail)
        user = await updateUser(ctx.db, existing.id, { confirmedEmail: true });
    } else {
      const name_ = profile.name || `${profile.firstName} ${profile.lastName}`.trim();
      user = await insertUser(ctx.db, {
        email: profile.email,
        name: name_ || profile.email,
        firstName: profile.firstName || name_.split(' ')[0] || '',
        lastName: profile.lastName || name_.split(' ').slice(1).join(' '),
        role: 'user',
        confirmedEmail: verified,
        termsAcceptedAt: null,
      });
    }
    if (!user) throw new Error('could not create the account');
    await repo.linkIdentity(ctx.db, name, profile.subject, user.id);
    return user;
  }

  return {
    /** GET /auth/{provider}: remembers state, PKCE verifier and nonce, then redirects. */
    async start(name: string, returnTo: string | undefined): Promise<string> {
      const p = provider(name);
      const state = client.randomState();
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = newToken();
      await repo.deleteOauthStatesBefore(ctx.db, new Date(Date.now() - STATE_TTL_MS));
      await repo.saveOauthState(ctx.db, {
        state,
        provider: name,
        codeVerifier,
        nonce,
        returnTo: safeReturnTo(returnTo),
      });
      const url = await p.authorizationUrl({
        redirectUri: redirectUri(name),
        state,
        codeVerifier,
        nonce,
      });
      return url.href;
    },

    /** GET /auth/{provider}/callback: signs the person in; returns the session and where to go. */
    async finish(name: string, req: FastifyRequest): Promise<{ token: string; returnTo: string }> {
      const p = provider(name);
      const query = new URL(req.url, 'http://x').searchParams;
      const pending = await repo.takeOauthState(ctx.db, query.get('state') ?? '', name);
      if (!pending || pending.created.getTime() < Date.now() - STATE_TTL_MS) {
        throw new Error('unknown or expired state');
      }
      const callbackUrl = new URL(redirectUri(name));
      callbackUrl.search = query.toString();
      const profile = await p.profile(callbackUrl, pending);
      const user = await accountFor(name, profile);
      const token = await createSession(ctx, user.id, req);
      return { token, returnTo: pending.returnTo };
    },

    has: (name: string) => providers.has(name),
  };
}
