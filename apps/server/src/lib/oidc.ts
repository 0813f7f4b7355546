import * as client from 'openid-client';
import type { OidcProviderConfig } from '../config.ts';

/** What the server learns about a person from a social-login provider. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  name: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** One configured provider: builds the redirect and finishes the code exchange. */
export interface SocialProvider {
  name: string;
  authorizationUrl(req: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code in `callbackUrl` (checking state, PKCE and, for OIDC, the nonce). */
  profile(callbackUrl: URL, req: Omit<AuthorizationRequest, 'redirectUri'>): Promise<SocialProfile>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function toProfile(claims: Record<string, unknown>): SocialProfile {
  const subject = str(claims.sub) || String(claims.id ?? '');
  if (!subject) throw new Error('provider gave no subject');
  return {
    subject,
    email: str(claims.email).trim().toLowerCase() || null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: str(claims.given_name) || str(claims.first_name),
    lastName: str(claims.family_name) || str(claims.last_name),
    name: str(claims.name),
  };
}

/** OpenID discovery when the provider has an issuer, else a plain OAuth 2 configuration. */
async function configure(p: OidcProviderConfig): Promise<client.Configuration> {
  const insecure = (url?: string) => url?.startsWith('http:') ?? false;
  if (p.issuer) {
    return client.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
      execute: insecure(p.issuer) ? [client.allowInsecureRequests] : [],
    });
  }
  if (!p.authorizationUrl || !p.tokenUrl || !p.userinfoUrl) {
    throw new Error(
      `OIDC provider "${p.name}" needs an ISSUER or AUTHORIZATION/TOKEN/USERINFO URLs`,
    );
  }
  const config = new client.Configuration(
    {
      issuer: new URL(p.authorizationUrl).origin,
      authorization_endpoint: p.authorizationUrl,
      token_endpoint: p.tokenUrl,
      userinfo_endpoint: p.userinfoUrl,
    },
    p.clientId,
    p.clientSecret,
  );
  if (insecure(p.tokenUrl)) client.allowInsecureRequests(config);
  return config;
}

export function createSocialProvider(p: OidcProviderConfig): SocialProvider {
  let pending: Promise<client.Configuration> | undefined;
  const config = () => {
    pending ??= configure(p).catch((err) => {
      pending = undefined; // try discovery again next time
      throw err;
    });
    return pending;
  };
  const isOidc = Boolean(p.issuer);

  return {
    name: p.name,
    async authorizationUrl(req) {
      return client.buildAuthorizationUrl(await config(), {
        redirect_uri: req.redirectUri,
        scope: p.scope,
        state: req.state,
        code_challenge: await client.calculatePKCECodeChallenge(req.codeVerifier),
        code_challenge_method: 'S256',
        ...(isOidc ? { nonce: req.nonce } : {}),
      });
    },
    async profile(callbackUrl, req) {
      const c = await config();
      const tokens = await client.authorizationCodeGrant(c, callbackUrl, {
        pkceCodeVerifier: req.codeVerifier,
        expectedState: req.state,
        ...(isOidc ? { expectedNonce: req.nonce, idTokenExpected: true } : {}),
      });
      if (isOidc) {
        const claims = tokens.claims();
        if (!claims) throw new Error('provider gave no ID token');
        const info = await client.fetchUserInfo(c, tokens.access_token, claims.sub);
        return toProfile({ ...claims, ...info });
      }
      const res = await client.fetchProtectedResource(
        c,
        tokens.access_token,
        new URL(p.userinfoUrl!),
        'GET',
      );
      if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
      return toProfile((await res.json()) as Record<string, unknown>);
    },
  };
}
