import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { clickEvents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

const tags = ['analytics'];
const staff = { access: 'editor' as const };

const linkDto = z.object({
  _id: z.string(),
  link: z.string(),
  time: z.string(),
  cookieId: z.string(),
  intent: z.string(),
  partnerName: z.string(),
  partnerId: z.string(),
  partnerCity: z.string(),
  userId: z.string().nullable(),
  categoryName: z.string(),
  market: z.string(),
  experienceSku: z.string(),
});
const timeQuery = z.object({
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const toDto = ({ id, time, ...rest }: typeof clickEvents.$inferSelect) => ({
  _id: id,
  time: time.toISOString(),
  ...rest,
});

/**
 * Staff reads of the raw click events (section 7: links /api/links/{id}, /market/{market},
 * filtered on time). Newest first, paged; the (market, time) index serves the market list.
 */
export function registerLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/links/market/:market',
    {
      config: staff,
      schema: {
        tags,
        params: z.object({ market: z.string().trim().min(1).max(40) }),
        querystring: timeQuery,
        response: { 200: z.array(linkDto) },
      },
    },
    async (req) => {
      const { from, to, limit, offset } = req.query;
      const rows = await ctx.db
        .select()
        .from(clickEvents)
        .where(
          and(
            eq(clickEvents.market, req.params.market),
            from ? gte(clickEvents.time, from) : undefined,
            to ? lt(clickEvents.time, to) : undefined,
          ),
        )
        .orderBy(desc(clickEvents.time))
        .limit(limit)
        .offset(offset);
      return rows.map(toDto);
    },
  );
  r.get(
    '/api/links/:id',
    {
      config: staff,
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: linkDto } },
    },
    async (req) => {
      const [row] = await ctx.db
        .select()
        .from(clickEvents)
        .where(eq(clickEvents.id, req.params.id));
      if (!row) throw notFound('Click event not found');
      return toDto(row);
    },
  );
}
