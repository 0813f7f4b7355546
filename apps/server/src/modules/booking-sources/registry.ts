import type { AppContext } from '../../context.ts';
import type { BookingSource, SourceName } from './booking-source.ts';
import { createBookeoSource } from './bookeo-adapter.ts';
import { startBookeoStandIn } from './bookeo-stand-in.ts';
import { createFareharborSource } from './fareharbor-adapter.ts';
import { startFareharborStandIn } from './fareharbor-stand-in.ts';
import { createOctoSource } from './octo-adapter.ts';
import { startOctoStandIn } from './octo-stand-in.ts';
import { createRezdySource } from './rezdy-adapter.ts';
import { startRezdyStandIn } from './rezdy-stand-in.ts';

interface StandIn {
  url: string;
  close(): Promise<void> | void;
}

/**
 * The booking platforms of one app: the real API at FAREHARBOR_API_URL, BOOKEO_API_URL,
 * REZDY_API_URL or OCTO_API_URL, else an embedded stand-in that answers like the platform and
 * keeps its own seats, started on a loopback port on first use (like the sandbox card
 * processor and the local CRM stand in for Stripe and HubSpot). The stand-ins accept their demo
 * keys (a partner's key comes from its business's integration login).
 */
const perApp = new WeakMap<AppContext, Map<SourceName, BookingSource>>();
const standIns = new WeakMap<AppContext, Promise<StandIn>[]>();

function lazy(name: SourceName, make: () => Promise<BookingSource>): BookingSource {
  let made: Promise<BookingSource> | undefined;
  const get = () => (made ??= make());
  return {
    name,
    availability: async (...a) => (await get()).availability(...a),
    hold: async (...a) => (await get()).hold(...a),
    confirm: async (...a) => (await get()).confirm(...a),
    cancel: async (...a) => (await get()).cancel(...a),
  };
}

function baseUrl(ctx: AppContext, configured: string | undefined, start: () => Promise<StandIn>) {
  if (configured) return Promise.resolve(configured.replace(/\/+$/, ''));
  const started = start();
  const list = standIns.get(ctx) ?? [];
  list.push(started);
  standIns.set(ctx, list);
  return started.then((s) => s.url.replace(/\/+$/, ''));
}

const fareharborApis = new WeakMap<
  AppContext,
  Promise<ReturnType<typeof createFareharborSource>>
>();

/**
 * The app's one FareHarbor adapter (one cache, one stand-in), with FareHarbor's own calls
 * (companies, items) for the spec's /api/fareharbor routes.
 */
export function fareharbor(ctx: AppContext) {
  let made = fareharborApis.get(ctx);
  if (!made) {
    made = baseUrl(ctx, ctx.config.FAREHARBOR_API_URL, startFareharborStandIn).then((url) =>
      createFareharborSource({ baseUrl: url, appKey: ctx.config.FAREHARBOR_APP_KEY }),
    );
    fareharborApis.set(ctx, made);
  }
  return made;
}

function make(ctx: AppContext, name: SourceName): BookingSource {
  switch (name) {
    case 'fareharbor':
      return lazy(name, () => fareharbor(ctx));
    case 'bookeo':
      return lazy(name, async () =>
        createBookeoSource({
          baseUrl: await baseUrl(ctx, ctx.config.BOOKEO_API_URL, startBookeoStandIn),
          secretKey: ctx.config.BOOKEO_SECRET_KEY,
        }),
      );
    case 'rezdy':
      return lazy(name, async () =>
        createRezdySource({
          baseUrl: await baseUrl(ctx, ctx.config.REZDY_API_URL, startRezdyStandIn),
        }),
      );
    case 'octo':
      return lazy(name, async () =>
        createOctoSource({
          baseUrl: await baseUrl(ctx, ctx.config.OCTO_API_URL, startOctoStandIn),
          token: ctx.config.OCTO_API_TOKEN,
        }),
      );
  }
}

/** The app's source for a platform (one instance per app, so caches and backoff are shared). */
export function bookingSource(ctx: AppContext, name: SourceName): BookingSource {
  let sources = perApp.get(ctx);
  if (!sources) perApp.set(ctx, (sources = new Map()));
  let source = sources.get(name);
  if (!source) sources.set(name, (source = make(ctx, name)));
  return source;
}

/** Stops the embedded stand-ins this app started (on app close). */
export async function closeBookingSources(ctx: AppContext) {
  const list = standIns.get(ctx) ?? [];
  standIns.delete(ctx);
  perApp.delete(ctx);
  fareharborApis.delete(ctx);
  await Promise.all(list.map(async (s) => (await s.catch(() => null))?.close()));
}
