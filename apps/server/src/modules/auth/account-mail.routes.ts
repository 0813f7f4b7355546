import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mailConfirmationBody,
  passwordResetBody,
  passwordResetQuery,
  userDto,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { STRICT_LIMIT } from '../../plugins/rate-limit.ts';
import { confirmEmail, resendConfirmation } from './mail-confirmation.service.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.service.ts';

const resendQuery = z.object({ returnUrl: z.string().max(500).optional() });
const resendResponse = z.object({ sent: z.boolean(), confirmedEmail: z.literal(true).optional() });

/** Email confirmation and password reset: the calls that send or redeem a mailed token. */
export function accountMailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/auth/local/mailconfirmation',
    {
      config: { access: 'partner-staff', rateLimit: STRICT_LIMIT },
      schema: { tags: ['auth'], querystring: resendQuery, response: { 200: resendResponse } },
    },
    async (req) => resendConfirmation(ctx, requireUser(req), req.query.returnUrl),
  );

  r.post(
    '/auth/local/mailconfirmation',
    {
      config: { access: 'public', rateLimit: STRICT_LIMIT },
      schema: {
        tags: ['auth'],
        body: mailConfirmationBody,
        response: { 200: z.union([z.object({ user: userDto }), resendResponse]) },
      },
    },
    async (req) => {
      const token = req.body.mailConfirmationToken;
      // Without a token, a signed-in user asks for the mail again.
      return token ? confirmEmail(ctx, token) : resendConfirmation(ctx, requireUser(req));
    },
  );

  r.get(
    '/auth/local/passwordreset',
    {
      config: { access: 'public', rateLimit: STRICT_LIMIT },
      schema: {
        tags: ['auth'],
        querystring: passwordResetQuery,
        response: { 200: z.object({ valid: z.literal(true) }) },
      },
    },
    async (req) => checkResetToken(ctx, req.query.passwordResetToken),
  );

  r.post(
    '/auth/local/passwordreset',
    {
      config: { access: 'public', rateLimit: STRICT_LIMIT },
      schema: {
        tags: ['auth'],
        body: passwordResetBody,
        response: {
          200: z.union([z.object({ sent: z.literal(true) }), z.object({ ok: z.literal(true) })]),
        },
      },
    },
    async (req) =>
      'passwordResetToken' in req.body
        ? resetPassword(ctx, req.body.passwordResetToken, req.body.newPassword)
        : requestPasswordReset(ctx, req.body.email),
  );
}
