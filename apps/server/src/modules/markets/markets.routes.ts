import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityWithCountSchema,
  countrySchema,
  featureGroupsSchema,
  featureSchema,
  marketActivitySchema,
  marketImagesSchema,
  marketSchema,
  paymentMethodSchema,
  settingsSchema,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { createPublicCache } from '../catalog/public-cache.ts';
import { canSeeInactive } from '../catalog/catalog.policy.ts';
import { createMarketsService } from './markets.service.ts';

const pub = { access: 'public' as const };
const marketParam = z.object({ market: z.string().min(1).max(40) });

export async function registerMarketRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = createPublicCache(ctx);
  const s = createMarketsService(ctx);

  r.get(
    '/api/features/market',
    { config: pub, ...cache.hooks, schema: { response: { 200: z.array(marketSchema) } } },
    () => s.list(true),
  );
  r.get(
    '/api/features/market/all',
    { config: pub, ...cache.hooks, schema: { response: { 200: z.array(marketSchema) } } },
    () => s.list(false),
  );
  r.get(
    '/api/features/group/:market',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: marketParam, response: { 200: featureGroupsSchema } },
    },
    (req) => s.groups(req.params.market, canSeeInactive(req.user)),
  );
  r.get(
    '/api/features/city/:city',
    {
      config: pub,
      ...cache.hooks,
      schema: {
        params: z.object({ city: z.string().min(1).max(40) }),
        response: { 200: z.array(cityWithCountSchema) },
      },
    },
    (req) => s.cities(req.params.city, canSeeInactive(req.user)),
  );
  r.get(
    '/api/features/:id',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: z.object({ id: z.string().max(100) }), response: { 200: featureSchema } },
    },
    (req) => s.feature(req.params.id),
  );
  r.get(
    '/api/market-activities/market/:market',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: marketParam, response: { 200: z.array(marketActivitySchema) } },
    },
    (req) => s.activities(req.params.market, canSeeInactive(req.user)),
  );
  r.get(
    '/api/market-images/:market',
    {
      config: pub,
      ...cache.hooks,
      schema: { params: marketParam, response: { 200: marketImagesSchema } },
    },
    (req) => s.images(req.params.market, canSeeInactive(req.user)),
  );
  r.get(
    '/api/settings',
    { config: pub, ...cache.hooks, schema: { response: { 200: settingsSchema } } },
    () => s.settings(),
  );
  r.get(
    '/api/countries/active',
    { config: pub, ...cache.hooks, schema: { response: { 200: z.array(countrySchema) } } },
    () => s.countries(),
  );
  r.get(
    '/api/PaymentMethods/active',
    { config: pub, ...cache.hooks, schema: { response: { 200: z.array(paymentMethodSchema) } } },
    () => s.paymentMethods(),
  );
}
