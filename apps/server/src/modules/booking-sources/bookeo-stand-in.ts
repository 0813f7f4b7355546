/**
 * A Bookeo API v2 stand-in: a real HTTP server on a loopback port that answers the calls our
 * adapter makes with Bookeo's shapes and keeps its own seats: bookings and unexpired holds take
 * seats, an expired hold frees them, so overselling shows. Handles (under /v2):
 *   GET    /settings/products, GET /settings/peoplecategories
 *   GET    /availability/slots?productId&startTime&endTime&itemsPerPage
 *          (later pages: ?pageNavigationToken&pageNumber; lists {data, info})
 *   POST   /holds?holdDurationSeconds[&previousHoldId]   DELETE /holds/{id}
 *   POST   /bookings?previousHoldId                      DELETE /bookings/{bookingNumber}
 *   GET    /bookings?productId&startTime&endTime&itemsPerPage (bookings starting in the window,
 *          paged like the slots)
 * Auth: `apiKey` (names the account) and `secretKey` query parameters: a missing one is 401,
 * an unknown one 403. Errors are `{ httpStatus, message, errorId }`. Full events are left out
 * of the slots (Bookeo lists bookable slots). A new hold replaces only its previousHoldId, and
 * POST /bookings makes a new booking every time, externalRef or not: the adapter must look first.
 * Test levers on `state`: down (503).
 * The pieces live in bookeo-stand-in/: state, http (answers), seats, settings, availability,
 * holds, bookings.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availabilityRoutes } from './bookeo-stand-in/availability.ts';
import { bookingRoutes } from './bookeo-stand-in/bookings.ts';
import { holdRoutes } from './bookeo-stand-in/holds.ts';
import { fail, type BookeoRoute } from './bookeo-stand-in/http.ts';
import { startStandInServer } from './stand-in-server.ts';
import { settingsRoutes } from './bookeo-stand-in/settings.ts';
import { createBookeoState, type BookeoState } from './bookeo-stand-in/state.ts';

export { createBookeoState, demoBookeoAccounts } from './bookeo-stand-in/state.ts';
export type {
  BookeoStandInAccount,
  BookeoStandInBooking,
  BookeoStandInHold,
  BookeoStandInProduct,
  BookeoState,
} from './bookeo-stand-in/state.ts';

function handler(s: BookeoState) {
  let seq = 1_250_000;
  const nextSeq = () => ++seq;
  const routes: BookeoRoute[] = [settingsRoutes, availabilityRoutes(), holdRoutes, bookingRoutes()];

  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/v2/, '').replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const q = Object.fromEntries(url.searchParams);
    s.requests.push({ method, path, query: q });
    if (s.down) return fail(res, 503, 'Service temporarily unavailable');
    if (!q.apiKey || !q.secretKey) return fail(res, 401, 'Missing apiKey or secretKey');
    const account = s.accounts.find((a) => a.apiKey === q.apiKey);
    if (!account || !s.secretKeys.has(q.secretKey))
      return fail(res, 403, 'Invalid apiKey or secretKey, or the API key has been revoked');
    const product = (id: unknown) => account.products.find((p) => p.productId === id);

    const r = { s, req, res, method, path, q, account, product, nextSeq };
    for (const route of routes) if (await route(r)) return;
    return fail(res, 404, 'Not found');
  };
}

/** Starts a Bookeo stand-in on 127.0.0.1 (a free port); its URL ends with /v2. */
export function startBookeoStandIn(state = createBookeoState()) {
  return startStandInServer({
    state,
    basePath: '/v2',
    handle: handler(state),
    onError: (res) => fail(res, 500, 'stand-in error'),
  });
}
