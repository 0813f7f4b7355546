/**
 * An OCTO stand-in: a real HTTP server on a loopback port that answers the OCTO calls our adapter
 * makes with OCTO's shapes and keeps its own seats: confirmed bookings and unexpired holds
 * (ON_HOLD until utcExpiresAt) take seats, an expired hold frees them, so overselling shows.
 * Handles: GET /products, GET /products/{id}, POST /availability, POST /bookings,
 * GET /bookings/{uuid}, POST /bookings/{uuid}/confirm, POST /bookings/{uuid}/cancel.
 * Every answer is checked against OCTO's own schemas (@octocloud/types) in octo-adapter.test.ts,
 * through `state.exchanges` (each request's method, path and body with the status and answer).
 * Auth: `Authorization: Bearer <token>`: none is 401 UNAUTHORIZED, an unknown token 403 FORBIDDEN.
 * Errors are OCTO's `{ error, errorMessage }` (400 INVALID_PRODUCT_ID, INVALID_OPTION_ID,
 * INVALID_UNIT_ID, INVALID_AVAILABILITY_ID, INVALID_BOOKING_UUID, UNPROCESSABLE_ENTITY).
 * The same uuid posted again answers the booking it already made. Confirming a hold that expired
 * confirms it only if its seats are still free. Test levers on `state`: down (503), tokens.
 * The pieces live in octo-stand-in/: state, http (answers), products, availability, bookings.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availabilityRoutes } from './octo-stand-in/availability.ts';
import { bookingRoutes } from './octo-stand-in/bookings.ts';
import { bodyOf, octoError, recordAnswers, type OctoRoute } from './octo-stand-in/http.ts';
import { productRoutes } from './octo-stand-in/products.ts';
import { createOctoState, type OctoState } from './octo-stand-in/state.ts';
import { startStandInServer } from './stand-in-server.ts';

export { createOctoState, demoOctoProducts } from './octo-stand-in/state.ts';
export type {
  OctoExchange,
  OctoStandInBooking,
  OctoStandInProduct,
  OctoStandInUnit,
  OctoState,
} from './octo-stand-in/state.ts';

function handler(s: OctoState) {
  const routes: OctoRoute[] = [productRoutes, availabilityRoutes, bookingRoutes()];
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname.replace(/^\/octo/, '').replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    s.requests.push({ method, path });
    const body = method === 'GET' ? {} : await bodyOf(req);
    recordAnswers(res, (status, answer) =>
      s.exchanges.push({ method, path, body: method === 'GET' ? undefined : body, status, answer }),
    );
    if (s.down) return octoError(res, 503, 'INTERNAL_SERVER_ERROR', 'Service unavailable');
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (!token) return octoError(res, 401, 'UNAUTHORIZED', 'Missing or invalid Bearer token');
    if (!s.tokens.has(token)) return octoError(res, 403, 'FORBIDDEN', 'Invalid API key');

    const r = { s, res, method, path, body };
    if (routes.some((route) => route(r))) return;
    return octoError(res, 404, 'BAD_REQUEST', 'Not found');
  };
}

/** Starts an OCTO stand-in on 127.0.0.1 (a free port); its URL ends with /octo. */
export function startOctoStandIn(state = createOctoState()) {
  return startStandInServer({
    state,
    basePath: '/octo',
    handle: handler(state),
    onError: (res) => octoError(res, 500, 'INTERNAL_SERVER_ERROR', 'stand-in error'),
  });
}
