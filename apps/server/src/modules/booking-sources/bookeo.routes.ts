import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { SourceUnavailableError } from './booking-source.ts';
import { bookingSource } from './registry.ts';

/** Slots per page of this call (a calendar shows about a month). */
const PAGE_DAYS = 31;
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD dates.');

export const bookeoSlotsBody = z.object({
  /** The Bookeo product id (the variant's external SKU). */
  externalId: z.string().trim().min(1).max(100),
  /** The partner's Bookeo API key. */
  apiKey: z.string().trim().min(1).max(200),
  /** The first local date (default: today). */
  date: date.optional(),
  /** 1-based page of PAGE_DAYS days from `date`. */
  pageNumber: z.coerce.number().int().min(1).max(12).default(1),
  /** The token this call answered for the previous page (kept for the spec's shape). */
  pageNavigationToken: z.string().max(200).optional(),
});

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * POST /api/bookeo/availability/slots (spec: externalId, apiKey, optional date, pageNumber,
 * pageNavigationToken): one page of a Bookeo product's slots, OCTO-shaped like our other
 * calendars. Bookeo's own paging (its page tokens) is read through by the adapter; this call
 * pages by month and answers the token for the next page. Unknown product or key: no slots.
 */
export function bookeoRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/bookeo/availability/slots',
    { config: { access: 'public' }, schema: { tags: ['bookeo'], body: bookeoSlotsBody } },
    async (req) => {
      const b = req.body;
      const start = addDays(
        b.date ?? new Date().toISOString().slice(0, 10),
        (b.pageNumber - 1) * PAGE_DAYS,
      );
      const slots = await bookingSource(ctx, 'bookeo')
        .availability(
          { itemId: b.externalId, apiKey: b.apiKey },
          start,
          addDays(start, PAGE_DAYS - 1),
        )
        .catch((e) => {
          throw e instanceof SourceUnavailableError ? new AppError('BAD_GATEWAY', e.message) : e;
        });
      return {
        data: slots,
        info: {
          pageNumber: b.pageNumber,
          pageNavigationToken: slots.length ? `${b.externalId}:${b.pageNumber + 1}` : null,
        },
      };
    },
  );
}
