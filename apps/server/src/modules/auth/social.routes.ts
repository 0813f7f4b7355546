import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { setSessionCookie } from './sessions.ts';
import { createSocialLogin } from './social.service.ts';

/** Where the web app shows the social-login failure modal. */
export const SOCIAL_FAILURE_URL = '/login?error=facebook';

/** Social login through each provider of OIDC_PROVIDERS (OpenID Connect or OAuth 2). */
export function socialRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const social = createSocialLogin(ctx);
  const params = z.object({ provider: z.string().max(40) });
  const known = (name: string) => {
    if (!social.has(name)) throw notFound(`Unknown login provider: ${name}`);
  };

  r.get(
    '/api/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        response: { 200: z.array(z.object({ name: z.string(), label: z.string() })) },
      },
    },
    async () =>
      ctx.config.oidcProviders.map(({ name }) => ({
        name,
        label: name.charAt(0).toUpperCase() + name.slice(1),
      })),
  );

  r.get(
    '/auth/:provider',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        params,
        querystring: z.object({ returnTo: z.string().max(500).optional() }),
      },
    },
    async (req, reply) => {
      known(req.params.provider);
      try {
        return reply.redirect(await social.start(req.params.provider, req.query.returnTo));
      } catch (err) {
        req.log.warn({ err, provider: req.params.provider }, 'social login could not start');
        return reply.redirect(SOCIAL_FAILURE_URL);
      }
    },
  );

  r.get(
    '/auth/:provider/callback',
    { config: { access: 'public' }, schema: { tags: ['auth'], params } },
    async (req, reply) => {
      known(req.params.provider);
      try {
        const { token, returnTo } = await social.finish(req.params.provider, req);
        setSessionCookie(ctx, reply, token);
        return reply.redirect(`/done?returnTo=${encodeURIComponent(returnTo)}`);
      } catch (err) {
        req.log.warn({ err, provider: req.params.provider }, 'social login failed');
        return reply.redirect(SOCIAL_FAILURE_URL);
      }
    },
  );
}
