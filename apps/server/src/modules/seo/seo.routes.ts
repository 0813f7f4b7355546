import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createSeo } from './seo.service.ts';

const pub = { access: 'public' as const };
const CACHE = 'public, max-age=300';

/** /sitemap.xml (+ /sitemap/{n}.xml pages past 50,000 URLs) and /robots.txt. */
export async function registerSeoRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seo = createSeo(ctx);
  r.get('/robots.txt', { config: pub }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(seo.robots()),
  );
  r.get('/sitemap.xml', { config: pub }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send((await seo.sitemap()).index),
  );
  r.get(
    '/sitemap/:file',
    { config: pub, schema: { params: z.object({ file: z.string().regex(/^\d{1,4}\.xml$/) }) } },
    async (req, reply) => {
      const page = (await seo.sitemap()).pages[Number.parseInt(req.params.file, 10) - 1];
      if (!page) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
      return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(page);
    },
  );
}
