/**
 * Bookeo holds: POST /holds?holdDurationSeconds[&previousHoldId] (60-600 s, 300 by default; a new
 * hold replaces only its previousHoldId) and DELETE /holds/{id}.
 */
import { randomUUID } from 'node:crypto';
import { fail, json, money, type BookeoRoute } from './http.ts';
import { claimSeats, taken } from './seats.ts';
import type { BookeoStandInHold } from './state.ts';

export const holdRoutes: BookeoRoute = async (r) => {
  const { s, res, method, path, q, account } = r;
  if (method === 'POST' && path === '/holds') {
    const claim = await claimSeats(r);
    if (claim === true) return true;
    const { body, p, seats, ref, eventId } = claim;
    const duration = Math.max(60, Math.min(600, Number(q.holdDurationSeconds) || 300));
    const hold: BookeoStandInHold = {
      id: `${r.nextSeq()}H${randomUUID().slice(0, 6)}`,
      apiKey: account.apiKey,
      externalRef: ref,
      eventId,
      seats,
      expiresAt: Date.now() + duration * 1000,
    };
    s.holds.set(hold.id, hold);
    const total = Object.entries(p.rates).reduce((sum, [id, cents]) => {
      const numbers = (
        body.participants as { numbers: { peopleCategoryId: string; number: number }[] }
      ).numbers;
      return sum + cents * (numbers.find((n) => n.peopleCategoryId === id)?.number ?? 0);
    }, 0);
    return json(
      res,
      201,
      {
        id: hold.id,
        totalGross: money(total, p.currency),
        totalNet: money(total, p.currency),
        totalTaxes: money(0, p.currency),
        totalPaid: money(0, p.currency),
        totalPayable: money(total, p.currency),
        expiration: new Date(hold.expiresAt).toISOString(),
      },
      { location: `/v2/holds/${hold.id}` },
    );
  }
  const m = /^\/holds\/([^/]+)$/.exec(path);
  if (m && method === 'DELETE') {
    taken(s, '');
    const hold = s.holds.get(decodeURIComponent(m[1]));
    if (!hold || hold.apiKey !== account.apiKey) return fail(res, 404, 'Hold not found');
    s.holds.delete(hold.id);
    res.writeHead(204).end();
    return true;
  }
  return false;
};
