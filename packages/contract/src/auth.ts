import { z } from 'zod';
import { INTEGRATIONS } from './onboarding.ts';
import { phoneDigits } from './phone.ts';
import { ROLES } from './roles.ts';

/** Every role name (kept here, not in roles.ts, so pages that only check roles load no zod). */
export const roleSchema = z.enum([...ROLES, 'partner-employee']);
import { TEXT } from './texts.ts';

export const PASSWORD_MIN = 6;

export const emailSchema = z
  .string({ error: TEXT.enterValidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: TEXT.enterValidEmail }).max(254));

/** How long a password reset link works: the mail and the expired-link screen both say so. */
export const PASSWORD_RESET_VALID_HOURS = 1;
export const PASSWORD_RESET_VALID_TEXT = 'one hour';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(200, { error: 'Password must be at most 200 characters' });

export const phoneSchema = z
  .string()
  .transform(phoneDigits)
  .pipe(z.string().min(10, { error: 'Please enter a 10-digit phone number' }));

/** POST /auth/local */
export const loginBody = z.object({
  email: z
    .string({ error: TEXT.enterEmailAndPassword })
    .trim()
    .toLowerCase()
    .min(1, { error: TEXT.enterEmailAndPassword })
    .max(254, { error: TEXT.enterValidEmail }),
  password: z
    .string({ error: TEXT.enterEmailAndPassword })
    .min(1, { error: TEXT.enterEmailAndPassword })
    .max(1000, { error: 'Password must be at most 1000 characters' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/users (sign-up). Role is coerced to partner or user on the server. */
export const signupBody = z.object({
  firstName: z.string().trim().min(1, { error: 'Please enter your first name' }).max(100),
  lastName: z.string().trim().min(1, { error: 'Please enter your last name' }).max(100),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  market: z.string().trim().min(1).max(40).default('GTA'),
  terms: z.literal(true, { error: TEXT.termsRequired }),
  marketing: z.boolean().default(false),
  role: z.string().optional(),
  integration: z
    .object({ name: z.enum(INTEGRATIONS, { error: 'Choose one of the integrations offered' }) })
    .optional(),
  /** Where the confirmation link leads back to (a same-site path). */
  returnUrl: z.string().max(500).optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

/** Client-side sign-up form: adds the repeated password. */
export const signupForm = signupBody
  .extend({ passwordRepeat: z.string() })
  .refine((v) => v.password === v.passwordRepeat, {
    path: ['passwordRepeat'],
    error: 'Passwords must match',
    // Checked whatever the other fields hold (zod skips refinements of an object with issues
    // by default, so the mismatch showed only once every other field was valid).
    when: (payload) => {
      const v = payload.value as { password?: unknown; passwordRepeat?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v.passwordRepeat === 'string';
    },
  });

/** PUT /api/users/{id}/password */
export const changePasswordBody = z.object({
  // 'Incorrect password' is the server's answer to a wrong one; an empty box asks for it.
  oldPassword: z.string().min(1, { error: 'Enter your current password' }),
  newPassword: passwordSchema,
});

/** POST /auth/local/passwordreset: either ask for a mail, or set a new password with the token. */
export const resetRequestBody = z.object({ email: emailSchema });
export const resetConfirmBody = z.object({
  passwordResetToken: z.string().min(10).max(200),
  newPassword: passwordSchema,
});

/** POST /auth/local/passwordreset takes either body: one path, two shapes. */
export const passwordResetBody = z.union([resetConfirmBody, resetRequestBody]);

/** GET /auth/local/passwordreset?passwordResetToken=T */
export const passwordResetQuery = z.object({
  passwordResetToken: z.string().max(200),
});

/** POST /auth/session: adopt a session token (web route /login/{sessionToken}). */
export const sessionBody = z.object({ token: z.string().min(10).max(200) });

/** POST /auth/local/mailconfirmation: confirm with a token (or, signed in with no token, resend). */
export const mailConfirmationBody = z.object({
  mailConfirmationToken: z.string().min(10).max(200).optional(),
});

/** PUT /api/users/{id}: fields a user may change about themselves. */
export const updateUserBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  phone: phoneSchema.optional(),
  market: z.string().trim().min(1).max(40).optional(),
  marketing: z.boolean().optional(),
  onBoarding: z.boolean().optional(),
  enteredBankingInfo: z.boolean().optional(),
  terms: z.literal(true).optional(),
});

/** PUT /api/users/{id} body as accepted: admins may also change role, email and confirmedEmail. */
export const updateUserAdminBody = updateUserBody.extend({
  role: roleSchema.exclude(['guest']).optional(),
  email: emailSchema.optional(),
  confirmedEmail: z.boolean().optional(),
});

/** Public shape of a user (never includes secrets). */
export const userDto = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  market: z.string(),
  role: z.string(),
  integration: z.object({ name: z.string() }).nullable(),
  onBoarding: z.boolean(),
  enteredBankingInfo: z.boolean(),
  confirmedEmail: z.boolean(),
  termsAccepted: z.boolean(),
  signupDate: z.string(),
  stripe: z.object({ account: z.string().nullable() }),
});
export type UserDto = z.infer<typeof userDto>;

/**
 * GET /api/session: who is signed in, answered 200 to everyone (null for a guest), so a guest's
 * first visit has no 401 in the browser console. GET /api/users/me stays as the spec has it.
 */
export const sessionDto = z.object({ user: userDto.nullable() });
export type SessionDto = z.infer<typeof sessionDto>;

/** Answer of sign-up, login and session adoption. */
export const authResponse = z.object({ token: z.string(), user: userDto });
export type AuthResponse = z.infer<typeof authResponse>;

/** GET /api/admin/outbox?limit&skip (newest first; total in the x-total-count header). */
export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  skip: z.coerce.number().int().min(0).default(0),
});
export const outboxItemDto = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  link: z.string().nullable(),
  status: z.enum(['stored', 'sent', 'failed']),
  created: z.string(),
});
export type OutboxItemDto = z.infer<typeof outboxItemDto>;

/**
 * Where email confirmation goes next: the url segment (asterisks stand for slashes)
 * when it is longer than 2 characters, else '/'.
 */
export function confirmRedirect(url: string | undefined | null): string {
  if (!url || url.length <= 2) return '/';
  const path = url.replace(/\*/g, '/').replace(/[\t\n\r]/g, '');
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  // Only same-site paths: never an open redirect. Browsers drop tabs and newlines from URLs
  // and read a backslash like a slash, so '/\evil.com' counts as '//evil.com'.
  return /^\/[/\\]/.test(withSlash) ? '/' : withSlash;
}

/**
 * The {url} segment of a confirmation link: a same-site return path with slashes written
 * as asterisks ('*' when there is none). The inverse of confirmRedirect.
 */
export function confirmUrlSegment(returnUrl: string | undefined | null): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//')) return '*';
  return encodeURIComponent(returnUrl.replace(/\//g, '*'));
}
