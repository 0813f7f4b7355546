import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityListingsResponse,
  clickSeriesResponse,
  clickTableQuery,
  clickTableResponse,
  clicksByIntentQuery,
  clicksByIntentResponse,
  clicksDailyQuery,
  clicksSeriesQuery,
  favoritesStatsResponse,
  overviewResponse,
  partnerListingsResponse,
  partnerYearQuery,
  purchasesQuery,
  purchasesResponse,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import * as svc from './analytics.service.ts';
import { registerLinkRoutes } from './links.routes.ts';

const tags = ['analytics'];
/** Admins and editors view analytics (spec section 1); 'editor' lets admins in too. */
const staff = { access: 'editor' as const };

/**
 * GET /api/analytics/{id}: the staff dashboards of section 2. Clicks come from the rollups
 * (analytics_click_*), never from a scan of click_events; nothing is cached.
 */
export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const get = <Q extends z.ZodType, R extends z.ZodType>(
    id: string,
    querystring: Q,
    response: R,
    handler: (q: z.output<Q>) => Promise<z.input<R>>,
  ) =>
    // Typed by the schemas below; the generic wrapper hides them from Fastify's inference.
    (
      r.get.bind(r) as (path: string, opts: object, h: (req: { query: unknown }) => unknown) => void
    )(
      `/api/analytics/${id}`,
      { config: staff, schema: { tags, querystring, response: { 200: response } } },
      // The response schema R validates what the handler returns.
      async (req) => handler(req.query as z.output<Q>),
    );
  const none = z.object({});

  get('overview', none, overviewResponse, () => svc.overview(ctx));
  get('clicks', clicksDailyQuery, clickSeriesResponse, (q) => svc.clicksDaily(ctx, q));
  get('click-series', clicksSeriesQuery, clickSeriesResponse, (q) => svc.clicksSeries(ctx, q));
  get('intents', clicksByIntentQuery, clicksByIntentResponse, (q) => svc.clicksByIntent(ctx, q));
  get('partner-year', partnerYearQuery, clickSeriesResponse, (q) => svc.partnerYear(ctx, q));
  get('partners', clickTableQuery, clickTableResponse, (q) => svc.clickTable(ctx, 'partner', q));
  get('activities', clickTableQuery, clickTableResponse, (q) => svc.clickTable(ctx, 'activity', q));
  get('purchases', purchasesQuery, purchasesResponse, (q) => svc.purchases(ctx, q));
  get(
    'favorites',
    z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
    favoritesStatsResponse,
    (q) => svc.favoritesStats(ctx, q.limit),
  );
  get('partner-listings', none, partnerListingsResponse, () => svc.partnerListings(ctx));
  get('city-listings', none, cityListingsResponse, () => svc.cityListings(ctx));
  registerLinkRoutes(app, ctx);
}
