/**
 * Bookeo availability: GET /availability/slots?productId&startTime&endTime&itemsPerPage (at most
 * 31 days; later pages by ?pageNavigationToken&pageNumber). Full events are left out.
 */
import { randomUUID } from 'node:crypto';
import { toLocalIso, zonedToUtc } from '@jaunt/contract';
import { fail, json, type BookeoRoute } from './http.ts';
import { eventIdOf, taken } from './seats.ts';
import type { BookeoStandInProduct, BookeoState } from './state.ts';

function slotsOf(s: BookeoState, p: BookeoStandInProduct, from: string, to: string) {
  const out = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`);) {
    const date = new Date(d).toISOString().slice(0, 10);
    for (const time of p.times) {
      const at = zonedToUtc(date, time, p.timeZone);
      if (!at) continue;
      const eventId = eventIdOf(p, date, time);
      const left = Math.max(0, p.capacity - taken(s, eventId));
      if (left > 0)
        out.push({
          eventId,
          productId: p.productId,
          startTime: toLocalIso(at, p.timeZone),
          endTime: toLocalIso(new Date(at.getTime() + p.durationMinutes * 60_000), p.timeZone),
          numSeatsAvailable: left,
        });
    }
    d += 86_400_000;
  }
  return out;
}

/** The slot routes of one server, with its own page tokens. */
export function availabilityRoutes(): BookeoRoute {
  const pages = new Map<string, { productId: string; from: string; to: string; per: number }>();
  return ({ s, res, method, path, q, product }) => {
    if (method !== 'GET' || path !== '/availability/slots') return false;
    let search;
    let pageNumber = 1;
    if (q.pageNavigationToken) {
      search = pages.get(q.pageNavigationToken);
      pageNumber = Number(q.pageNumber ?? 1);
      if (!search || !Number.isInteger(pageNumber) || pageNumber < 1)
        return fail(res, 400, 'Invalid pageNavigationToken or pageNumber');
    } else {
      const from = (q.startTime ?? '').slice(0, 10);
      const to = (q.endTime ?? '').slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
        return fail(res, 400, 'startTime and endTime are required');
      if (Date.parse(to) - Date.parse(from) > 31 * 86_400_000)
        return fail(res, 400, 'The search window is at most 31 days');
      if (!product(q.productId)) return fail(res, 400, `Invalid productId ${q.productId}`);
      const per = Math.max(1, Math.min(300, Number(q.itemsPerPage ?? 50) || 50));
      search = { productId: q.productId, from, to, per };
    }
    const all = slotsOf(s, product(search.productId)!, search.from, search.to);
    const totalPages = Math.max(1, Math.ceil(all.length / search.per));
    const token = q.pageNavigationToken ?? randomUUID();
    if (totalPages > 1) pages.set(token, search);
    return json(res, 200, {
      data: all.slice((pageNumber - 1) * search.per, pageNumber * search.per),
      info: {
        totalItems: all.length,
        totalPages,
        currentPage: pageNumber,
        ...(totalPages > 1 ? { pageNavigationToken: token } : {}),
      },
    });
  };
}
