import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { SourceUnavailableError } from './booking-source.ts';
import { fareharbor } from './registry.ts';

const tags = ['fareharbor'];
const country = z.enum(['US', 'CA']).optional();
const shortname = z.string().trim().min(1).max(100);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD dates.');
/** How far a date range reaches (the calendar shows a month at a time). */
const RANGE_DAYS = 31;

const down = (e: unknown) =>
  e instanceof SourceUnavailableError ? new AppError('BAD_GATEWAY', e.message) : e;
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The spec's FareHarbor calls: companies (by country, from their currency), a company's items
 * (staff linking a product), and an item's availabilities over a date range (public: the
 * variant calendar's source; an unknown company or item answers an empty list).
 */
export function fareharborRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/fareharbor/companies',
    { config: { access: 'editor' }, schema: { tags, querystring: z.object({ country }) } },
    async (req) => {
      const fh = await fareharbor(ctx);
      const all = await fh.companies(undefined, ctx.config.FAREHARBOR_USER_KEY).catch((e) => {
        throw down(e);
      });
      const want = req.query.country;
      return all.filter(
        (c) => !want || (c.currency.toLowerCase() === 'cad' ? 'CA' : 'US') === want,
      );
    },
  );

  r.get(
    '/api/fareharbor/items/:id',
    { config: { access: 'editor' }, schema: { tags, params: z.object({ id: shortname }) } },
    async (req) => {
      const fh = await fareharbor(ctx);
      return fh.items(req.params.id, ctx.config.FAREHARBOR_USER_KEY).catch((e) => {
        throw down(e);
      });
    },
  );

  const availability = async (id: string, item: string, from: string, countryCode?: string) => {
    const fh = await fareharbor(ctx);
    const ref = {
      company: id,
      itemId: item,
      apiKey: ctx.config.FAREHARBOR_USER_KEY,
      country: countryCode,
    };
    return fh.availability(ref, from, addDays(from, RANGE_DAYS - 1)).catch((e) => {
      throw down(e);
    });
  };
  const params = z.object({ id: shortname, externalSku: z.string().trim().min(1).max(40) });

  r.get(
    '/api/fareharbor/items/:id/:externalSku/availabilities/date-range',
    { config: { access: 'public' }, schema: { tags, params, querystring: z.object({ country }) } },
    async (req) =>
      availability(
        req.params.id,
        req.params.externalSku,
        new Date().toISOString().slice(0, 10),
        req.query.country,
      ),
  );

  r.get(
    '/api/fareharbor/items/:id/:externalSku/availabilities/date-range/:date',
    {
      config: { access: 'public' },
      schema: { tags, params: params.extend({ date }), querystring: z.object({ country }) },
    },
    async (req) =>
      availability(req.params.id, req.params.externalSku, req.params.date, req.query.country),
  );
}
