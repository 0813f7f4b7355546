import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessOptionSchema,
  duplicateBodySchema,
  editorProductSchema,
  productActiveBodySchema,
  productInputSchema,
  productUpdateSchema,
  staffProductPageSchema,
  staffProductQuerySchema,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { decodeAfterParam, encodeCursor } from '../../lib/cursor.ts';
import * as repo from './product-editor.repo.ts';
import * as copies from './product-copies.service.ts';
import * as service from './product-editor.service.ts';
import { toStaffRow } from './product-editor.presenter.ts';

const tags = ['products'];
const editor = { access: 'editor' as const };
const admin = { access: 'admin' as const };
const idParams = z.object({ id: z.string().min(1).max(100) });

/** Staff catalogue writes (section 7 products calls) and the staff product list. */
export function productEditorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/products',
    {
      config: editor,
      schema: {
        tags,
        querystring: staffProductQuerySchema,
        response: { 200: staffProductPageSchema },
      },
    },
    async (req) => {
      const q = req.query;
      const rows = await repo.staffList(ctx.db, {
        market: q.market,
        text: q.q || undefined,
        sort: q.sort,
        desc: q.dir === 'desc',
        after: q.after ? decodeAfterParam(q.after) : undefined,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return {
        items: page.map(toStaffRow),
        next: rows.length > q.limit && last ? encodeCursor(last.cursor_value, last.id) : null,
      };
    },
  );
  r.get(
    '/api/admin/products/:id',
    { config: editor, schema: { tags, params: idParams, response: { 200: editorProductSchema } } },
    (req) => service.loadForEditor(ctx, req.user!, req.params.id),
  );
  r.post(
    '/api/products',
    {
      config: editor,
      schema: { tags, body: productInputSchema, response: { 201: editorProductSchema } },
    },
    async (req, reply) => {
      reply.code(201);
      return service.createProduct(ctx, req.user!, req.body);
    },
  );
  r.put(
    '/api/products/:id',
    {
      config: editor,
      schema: {
        tags,
        params: idParams,
        body: productUpdateSchema,
        response: { 200: editorProductSchema },
      },
    },
    (req) => service.updateProduct(ctx, req.user!, req.params.id, req.body),
  );
  r.put(
    '/api/products/:id/active',
    {
      config: editor,
      schema: {
        tags,
        params: idParams,
        body: productActiveBodySchema,
        response: { 200: editorProductSchema },
      },
    },
    (req) => service.setActive(ctx, req.user!, req.params.id, req.body.active),
  );
  r.put(
    '/api/products/:id/tripadvisor',
    {
      config: editor,
      schema: {
        tags,
        params: idParams,
        body: z.object({
          tripadvisorLocationId: z
            .string()
            .trim()
            .regex(/^\d{1,20}$/, 'tripadvisorLocationId must be digits')
            .nullable(),
        }),
        response: { 200: editorProductSchema },
      },
    },
    (req) =>
      service.setTripadvisorId(ctx, req.user!, req.params.id, req.body.tripadvisorLocationId),
  );
  r.delete(
    '/api/products/:id',
    {
      config: admin,
      schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    (req) => service.deleteProduct(ctx, req.user!, req.params.id),
  );
  r.post(
    '/api/products/duplicate',
    {
      config: editor,
      schema: { tags, body: duplicateBodySchema, response: { 201: editorProductSchema } },
    },
    async (req, reply) => {
      reply.code(201);
      return copies.duplicateProduct(ctx, req.user!, req.body.id);
    },
  );
  r.post(
    '/api/products/duplicate-variant',
    {
      config: editor,
      schema: { tags, body: duplicateBodySchema, response: { 201: editorProductSchema } },
    },
    async (req, reply) => {
      reply.code(201);
      return copies.duplicateVariant(ctx, req.user!, req.body.id);
    },
  );
  r.get(
    '/api/products/business/:market',
    {
      config: editor,
      schema: {
        tags,
        params: z.object({ market: z.string().min(1).max(40) }),
        response: { 200: z.array(businessOptionSchema) },
      },
    },
    (req) => repo.businessesOfMarket(ctx.db, req.params.market),
  );
}
