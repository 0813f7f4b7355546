import { randomInt, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTEGRATION_STATE, integrationState } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  assertCanEditBusiness,
  assertCanReadBusiness,
  assertPartner,
} from '../businesses/business.policy.ts';
import * as businesses from '../businesses/business.repo.ts';
import { businessOfActor } from '../businesses/business.service.ts';

export const STATE_COOKIE = 'integration_state';
const STAND_IN_PATH = '/api/integration/stand-in/authorize';
const CALLBACK_PATH = '/api/integration/callback';
const RESULT_PATH = '/partner-portal/integration';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Booking-platform login (section 4): Authorize sets a 16-character state cookie and goes to the
 * platform's authorize page; the callback compares the state and saves the API key.
 */
export function integrationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authorizeUrl = () =>
    ctx.config.INTEGRATION_AUTHORIZE_URL ?? `${ctx.config.publicUrl}${STAND_IN_PATH}`;

  r.get(
    '/api/integration/authorize',
    {
      config: { access: 'partner' },
      schema: {
        tags: ['integration'],
        querystring: z.object({ businessId: z.string().min(1).max(100) }),
      },
    },
    async (req, reply) => {
      const actor = requireUser(req);
      assertPartner(actor);
      const b = assertCanEditBusiness(
        actor,
        await businesses.findBusiness(ctx.db, req.query.businessId),
      );
      if (!b.integration?.name)
        throw badRequest('This business has no booking platform to connect.');
      const state = integrationState((n) => randomInt(n));
      reply.setCookie(STATE_COOKIE, state, {
        path: '/api/integration',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.publicUrl.startsWith('https:'),
        maxAge: 15 * 60,
      });
      const url = new URL(authorizeUrl());
      url.searchParams.set('state', state);
      url.searchParams.set('integration', b.integration.name);
      url.searchParams.set('redirect_uri', `${ctx.config.publicUrl}${CALLBACK_PATH}`);
      return reply.redirect(url.toString());
    },
  );

  r.get(
    CALLBACK_PATH,
    {
      config: { access: 'partner' },
      schema: {
        tags: ['integration'],
        querystring: z.object({
          state: z.string().max(64).optional(),
          success: z.string().max(10).optional(),
          apiKey: z.string().max(500).optional(),
        }),
      },
    },
    async (req, reply) => {
      const actor = requireUser(req);
      const expected = req.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/integration' });
      const { state, success, apiKey } = req.query;
      const ok =
        !!expected &&
        INTEGRATION_STATE.test(expected) &&
        state === expected &&
        success === 'true' &&
        !!apiKey;
      const b = actor.role === 'partner' ? await businessOfActor(ctx, actor) : undefined;
      if (!ok || !b || b.userId !== actor.id) return reply.redirect(`${RESULT_PATH}?result=error`);
      await businesses.updateBusiness(ctx.db, b.id, {
        integration: { name: b.integration?.name ?? actor.integration?.name ?? 'Bookeo', apiKey },
      });
      return reply.redirect(`${RESULT_PATH}?result=success`);
    },
  );

  /** The payment-account service's integration call: the business's platform and whether it is connected. */
  r.get(
    '/api/stripe/integration/:id',
    {
      config: { access: 'partner-staff' },
      schema: {
        tags: ['integration'],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ name: z.string().nullable(), authorized: z.boolean() }) },
      },
    },
    async (req) => {
      const b = assertCanReadBusiness(
        requireUser(req),
        await businesses.findBusiness(ctx.db, req.params.id),
      );
      if (!b) throw notFound();
      return { name: b.integration?.name ?? null, authorized: !!b.integration?.apiKey };
    },
  );

  /** Embedded stand-in for a booking platform's consent page (used when INTEGRATION_AUTHORIZE_URL is unset). */
  r.get(
    STAND_IN_PATH,
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        querystring: z.object({
          state: z.string().max(64),
          redirect_uri: z.string().max(500),
          integration: z.string().max(60).default('Booking platform'),
        }),
      },
    },
    async (req, reply) => {
      const { state, redirect_uri, integration } = req.query;
      if (!redirect_uri.startsWith(`${ctx.config.publicUrl}/`) && !redirect_uri.startsWith('/')) {
        throw badRequest('Unknown redirect_uri');
      }
      const key = `key_${randomBytes(12).toString('hex')}`;
      const allow = `${redirect_uri}?${new URLSearchParams({ state, success: 'true', apiKey: key })}`;
      const deny = `${redirect_uri}?${new URLSearchParams({ state, success: 'false' })}`;
      const name = escapeHtml(integration);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${name}: authorize ${escapeHtml(ctx.config.BRAND_NAME)}</title></head>` +
            `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><main><h1>${name}</h1>` +
            `<p>${escapeHtml(ctx.config.BRAND_NAME)} asks to read your products and availability and to create bookings.</p>` +
            `<p><a href="${escapeHtml(allow)}" style="display:inline-block;padding:.6rem 1.2rem;background:#1c5d99;color:#fff;text-decoration:none;border-radius:6px">Allow access</a> ` +
            `<a href="${escapeHtml(deny)}" style="margin-left:1rem;color:#1c1c1c">Deny</a></p></main></body></html>`,
        );
    },
  );
}
