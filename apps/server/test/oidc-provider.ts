import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider's next login prompt. */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a random local port. Its login and
 * consent prompts are answered at once for the account given to signInAs().
 */
export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount | undefined;
  const server: Server = createServer();

  async function finishInteraction(p: Provider, req: IncomingMessage, res: ServerResponse) {
    try {
      if (!current) throw new Error('call signInAs() first');
      const details = await p.interactionDetails(req, res);
      const grant = new p.Grant({
        accountId: current.sub,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await p.interactionFinished(
        req,
        res,
        { login: { accountId: current.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'jaunt-test';
  const clientSecret = 'jaunt-test-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) void finishInteraction(provider, req, res);
    else provider.callback()(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
