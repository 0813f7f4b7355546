import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { createStorage } from '../../lib/storage.ts';

/** Public folders served from storage. */
export const FILE_FOLDERS = ['images', 'uploads'] as const;

const params = z.object({ '*': z.string().max(300) });

/**
 * GET /images/* and /uploads/*: files from storage with their content type and a year of caching.
 * Keys are validated by the storage (no '..', no hidden files); a sandboxing CSP keeps an
 * uploaded SVG from running script on this origin.
 */
export async function filesRoutes(app: FastifyInstance, ctx: AppContext) {
  const storage = createStorage(ctx.config);
  for (const folder of FILE_FOLDERS) {
    app.get(
      `/${folder}/*`,
      { config: { access: 'public' }, schema: { params, hide: true } },
      async (req, reply) => {
        const { '*': rest } = req.params as z.infer<typeof params>;
        const file = await storage.read(`${folder}/${rest}`);
        if (!file) throw notFound();
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('last-modified', file.modified.toUTCString())
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(file.stream);
      },
    );
  }
}
