import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with a safe default for the embedded mode. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * Pipelined connections to PostgreSQL for the hot reads (db/pipelined-pool.ts); default 4.
   * 0 sends every statement through the plain pool.
   */
  DATABASE_LANES: z.coerce.number().int().min(0).max(64).optional(),
  PUBLIC_URL: z.string().optional(),
  BRAND_NAME: z.string().default('Jaunt'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jaunt <no-reply@jaunt.local>'),
  DEMO_MODE: bool,
  SEED: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  REDIS_URL: z.string().optional(),
  /** How long public catalogue answers may be served from memory (0 turns the caches off). */
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** Per-IP requests per minute on /api and /auth, and on login, sign-up, reset and resend. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_STRICT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Account mails (password reset, confirmation resend) one address may receive per hour. */
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Which proxies may set X-Forwarded-For (the client address behind them): off by default.
   * "true" (any: only behind a proxy that overwrites the header), a hop count ("1"), or
   * comma-separated addresses and CIDR ranges ("10.0.0.1,172.16.0.0/12").
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, c): boolean | number | string => {
      const value = (v ?? '').trim();
      if (value === '' || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      if (!/^[0-9a-fA-F.:/,\s]+$/.test(value)) {
        c.addIssue({ code: 'custom', message: 'expected true, false, a hop count or IPs/CIDRs' });
        return z.NEVER;
      }
      return value;
    }),
  WEB_DIST: z.string().optional(),
  /** Comma-separated provider names, e.g. "google,facebook"; each reads OIDC_<NAME>_* below. */
  OIDC_PROVIDERS: z.string().default(''),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** With NODE_ENV=production the sandbox (no real money) refuses to start unless this is true. */
  ALLOW_SANDBOX_PAYMENTS: bool,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  MAILCHIMP_API_KEY: z.string().optional(),
  MAILCHIMP_LIST_ID: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Seconds between payout runs of this process (0 = no poller; GET /api/admin/payout still runs them). */
  PAYOUT_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Partner payment accounts (Connect): defaults to PAYMENT_PROVIDER. */
  PAYMENT_ACCOUNT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /** Signing secret of the Connect webhook endpoint (/api/stripe/connect/webhook). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  /** The booking platform's authorize page; default: the embedded stand-in consent page. */
  INTEGRATION_AUTHORIZE_URL: z.string().optional(),
  /** HubSpot private-app token; without it CRM calls are recorded locally. */
  HUBSPOT_API_KEY: z.string().optional(),
  HUBSPOT_API_URL: z.string().default('https://api.hubapi.com'),
  /** Minutes a seat hold (POST /api/bookings/holdSlot) keeps its seats while the consumer pays. */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /**
   * Booking platforms (issue 11). Without a URL, an embedded stand-in that answers like the
   * platform (and keeps its own seats) runs inside this process on a loopback port.
   */
  FAREHARBOR_API_URL: z.string().optional(),
  /** FareHarbor's app key (X-FareHarbor-API-App); the partner's user key is its business's apiKey. */
  FAREHARBOR_APP_KEY: z.string().default('jaunt-local-app-key'),
  /** Our affiliate user key (X-FareHarbor-API-User) when a business has no key of its own. */
  FAREHARBOR_USER_KEY: z.string().default('jaunt-local-user-key'),
  /** Bookeo API v2 (unset: embedded stand-in); our app's secret key, the partner's apiKey. */
  BOOKEO_API_URL: z.string().optional(),
  BOOKEO_SECRET_KEY: z.string().default('bookeo-demo-secret'),
  /** Rezdy API v1 (unset: embedded stand-in); the partner's apiKey from its business. */
  REZDY_API_URL: z.string().optional(),
  /** Any OCTO booking system (unset: embedded stand-in); a token for partners without one. */
  OCTO_API_URL: z.string().optional(),
  OCTO_API_TOKEN: z.string().optional(),
});

export interface OidcProviderConfig {
  name: string;
  issuer?: string;
  clientId: string;
  clientSecret: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  scope: string;
}

export type Env = z.infer<typeof envSchema>;
export type Config = Env & {
  dataDir: string;
  publicUrl: string;
  oidcProviders: OidcProviderConfig[];
};

const presets: Record<string, Partial<OidcProviderConfig>> = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email,first_name,last_name',
    scope: 'email public_profile',
  },
};

function readOidcProviders(
  env: Record<string, string | undefined>,
  names: string,
): OidcProviderConfig[] {
  return names
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean)
    .map((name) => {
      const p = (k: string) => env[`OIDC_${name.toUpperCase()}_${k}`];
      const preset = presets[name] ?? {};
      const clientId = p('CLIENT_ID');
      const clientSecret = p('CLIENT_SECRET');
      if (!clientId || !clientSecret) {
        throw new Error(
          `OIDC provider "${name}" needs OIDC_${name.toUpperCase()}_CLIENT_ID and _CLIENT_SECRET`,
        );
      }
      return {
        name,
        clientId,
        clientSecret,
        issuer: p('ISSUER') ?? preset.issuer,
        authorizationUrl: p('AUTHORIZATION_URL') ?? preset.authorizationUrl,
        tokenUrl: p('TOKEN_URL') ?? preset.tokenUrl,
        userinfoUrl: p('USERINFO_URL') ?? preset.userinfoUrl,
        scope: p('SCOPE') ?? preset.scope ?? 'openid email profile',
      };
    });
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    ...e,
    dataDir: resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    oidcProviders: readOidcProviders(env, e.OIDC_PROVIDERS),
  };
  return { ...config, ...overrides };
}
