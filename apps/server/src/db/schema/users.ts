import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Accounts of every role. Emails are stored lowercased. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    phone: text('phone').notNull().default(''),
    market: text('market').notNull().default('GTA'),
    role: text('role').notNull().default('user'),
    integration: jsonb('integration').$type<{ name: string } | null>(),
    onBoarding: boolean('on_boarding').notNull().default(false),
    enteredBankingInfo: boolean('entered_banking_info').notNull().default(false),
    confirmedEmail: boolean('confirmed_email').notNull().default(false),
    marketing: boolean('marketing').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    stripeAccount: text('stripe_account'),
    ipAddress: text('ip_address'),
    mailConfirmationTokenHash: text('mail_confirmation_token_hash'),
    mailConfirmationExpires: timestamp('mail_confirmation_expires', { withTimezone: true }),
    passwordResetTokenHash: text('password_reset_token_hash'),
    passwordResetExpires: timestamp('password_reset_expires', { withTimezone: true }),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    // The newest sign-ups first, ties by id (the staff overview, the customers table): one
    // order from the index even when many users share a sign-up time, as imported ones do.
    index('users_signup_date_id_idx').on(t.signupDate.desc().nullsFirst(), t.id),
    index('users_mail_token_idx').on(t.mailConfirmationTokenHash),
    index('users_reset_token_idx').on(t.passwordResetTokenHash),
  ],
);

/** Opaque session tokens: only the SHA-256 of the token is stored; revoking sets revokedAt. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed-login counters shared by every server process (keyed by lowercased email). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  nextValidRequestDate: timestamp('next_valid_request_date', { withTimezone: true }),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/** Links a social-login subject to a user. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oauth_user_idx').on(t.userId)],
);

/** Pending social-login redirects (state, PKCE verifier, nonce), kept in the database so any process can finish them. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  created: timestamp('created', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
