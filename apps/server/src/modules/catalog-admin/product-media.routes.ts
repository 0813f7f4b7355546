import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { variantImageName } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createStorage } from '../../lib/storage.ts';
import { findProductById } from './product-editor.repo.ts';

export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;

/** What the bytes are, judged by their content (never by the file name): jpg, mp4 or neither. */
export function sniffMedia(bytes: Uint8Array): 'jpg' | 'mp4' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length > 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp') return 'mp4';
  return null;
}

const query = z.object({
  /** -1: the product's featured image; 0..: that variant. */
  variant: z.coerce.number().int().min(-1).max(25),
  /** 0: the variant's main image; 1 to 3: its further images. */
  slot: z.coerce.number().int().min(0).max(3).default(0),
});

/**
 * POST /api/products/{id}/media?variant=&slot= (multipart `file`): stores a jpg (or, for further
 * images, an mp4) named after the sku plus the variant's letter, and answers its URL. The
 * editor puts the URL in the form; the product changes when it is saved.
 */
export async function productMediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const storage = createStorage(ctx.config);
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } });
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/products/:id/media',
      {
        config: { access: 'editor' },
        schema: {
          tags: ['products'],
          params: z.object({ id: z.string().min(1).max(100) }),
          querystring: query,
          response: { 201: z.object({ url: z.string(), kind: z.enum(['jpg', 'mp4']) }) },
        },
      },
      async (req, reply) => {
        const product = await findProductById(ctx.db, req.params.id);
        if (!product) throw notFound('Product not found');
        if (!req.isMultipart())
          throw badRequest('Choose a file to upload', { file: 'Choose a file to upload' });
        const file = await req.file();
        if (!file) throw badRequest('Choose a file to upload', { file: 'Choose a file to upload' });
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch {
          throw badRequest('The file is larger than 25 MB', {
            file: 'The file is larger than 25 MB',
          });
        }
        const kind = sniffMedia(bytes);
        const { variant, slot } = req.query;
        if (!kind || (kind === 'mp4' && slot === 0)) {
          const msg = slot === 0 ? 'Upload a JPG image' : 'Upload a JPG image or an MP4 video';
          throw badRequest(msg, { file: msg });
        }
        const base = variant < 0 ? product.sku : variantImageName(product.sku, variant);
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
        const key = `uploads/products/${base}${slot ? `-${slot}` : ''}.${hash}.${kind}`;
        await storage.put(key, bytes);
        reply.code(201);
        return { url: storage.url(key), kind };
      },
    );
  });
}
