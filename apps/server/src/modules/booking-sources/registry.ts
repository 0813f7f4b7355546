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
const standIns = new WeakMap<AppContext, Promise<StandIn>[]>();

function baseUrl(ctx: AppContext, configured: string | undefined, start: () => Promise<StandIn>) {
  if (configured) return Promise.resolve(configured.replace(/\/+$/, ''));
  const started = start();
  const list = standIns.get(ctx) ?? [];
  list.push(started);
  standIns.set(ctx, list);
  return started.then((s) => s.url.replace(/\/+$/, ''));
}

/** Each app's adapters, made once (one cache, one stand-in per platform). */
const adapters = new WeakMap<AppContext, Map<SourceName, Promise<BookingSource>>>();

function adapter<T extends BookingSource>(
  ctx: AppContext,
  name: SourceName,
  create: () => Promise<T>,
): Promise<T> {
  let made = adapters.get(ctx);
  if (!made) adapters.set(ctx, (made = new Map()));
  let one = made.get(name);
  if (!one) made.set(name, (one = create()));
  return one as Promise<T>;
}

/**
 * The app's FareHarbor adapter, with FareHarbor's own calls (companies, items) for the spec's
 * /api/fareharbor routes and the staff's product list.
 */
export const fareharbor = (ctx: AppContext) =>
  adapter(ctx, 'fareharbor', async () =>
    createFareharborSource({
      baseUrl: await baseUrl(ctx, ctx.config.FAREHARBOR_API_URL, startFareharborStandIn),
      appKey: ctx.config.FAREHARBOR_APP_KEY,
    }),
  );

/** The app's Bookeo adapter, with an account's product list. */
export const bookeo = (ctx: AppContext) =>
  adapter(ctx, 'bookeo', async () =>
    createBookeoSource({
      baseUrl: await baseUrl(ctx, ctx.config.BOOKEO_API_URL, startBookeoStandIn),
      secretKey: ctx.config.BOOKEO_SECRET_KEY,
    }),
  );

/** The app's OCTO adapter, with a supplier's product list. */
export const octo = (ctx: AppContext) =>
  adapter(ctx, 'octo', async () =>
    createOctoSource({
      baseUrl: await baseUrl(ctx, ctx.config.OCTO_API_URL, startOctoStandIn),
      token: ctx.config.OCTO_API_TOKEN,
    }),
  );

/** The app's Rezdy adapter, with an account's product list. */
export const rezdy = (ctx: AppContext) =>
  adapter(ctx, 'rezdy', async () =>
    createRezdySource({
      baseUrl: await baseUrl(ctx, ctx.config.REZDY_API_URL, startRezdyStandIn),
    }),
  );

const ADAPTERS = { fareharbor, bookeo, octo, rezdy } satisfies Record<
  SourceName,
  (ctx: AppContext) => Promise<BookingSource>
>;

/**
 * The app's source for a platform, its adapter made on first use (one per app, so caches and
 * backoff are shared).
 */
export function bookingSource(ctx: AppContext, name: SourceName): BookingSource {
  const get = () => ADAPTERS[name](ctx);
  return {
    name,
    availability: async (...a) => (await get()).availability(...a),
    hold: async (...a) => (await get()).hold(...a),
    confirm: async (...a) => (await get()).confirm(...a),
    cancel: async (...a) => (await get()).cancel(...a),
  };
}

/** Stops the embedded stand-ins this app started (on app close). */
export async function closeBookingSources(ctx: AppContext) {
  const list = standIns.get(ctx) ?? [];
  standIns.delete(ctx);
  adapters.delete(ctx);
  await Promise.all(list.map(async (s) => (await s.catch(() => null))?.close()));
}
