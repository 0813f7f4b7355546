import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ANALYTICS_INTENTS, ANALYTICS_PERIODS } from '@jaunt/contract';
import type { Db } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { rowsOf } from '../src/modules/catalog/catalog.repo.ts';
import type { Target } from './targets.ts';

/**
 * The staff analytics calls, signed in as a bench admin (a session made here, like login
 * does: the SHA-256 of a random token), each with >= 1,000 distinct URLs: every market,
 * intent, period, window, month, partner and sort the screens can ask for.
 */
export async function pickAnalyticsTargets(db: Db, distinct: number): Promise<Target[]> {
  const token = randomBytes(32).toString('base64url');
  const [admin] = await db
    .insert(users)
    .values({
      email: `bench-admin-${Date.now()}@example.test`,
      name: 'Bench Admin',
      role: 'admin',
      confirmedEmail: true,
    })
    .returning({ id: users.id });
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: admin.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const headers = { authorization: `Bearer ${token}` };
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const markets = [
    '',
    ...(await q<{ market: string }>(sql`select distinct market from analytics_click_days`)).map(
      (r) => r.market,
    ),
  ];
  const partners = (
    await q<{ id: string }>(
      sql`select partner_id as id from analytics_click_totals group by 1
          order by sum(clicks) desc limit ${distinct}`,
    )
  ).map((r) => r.id);
  if (!partners.length)
    console.warn('No clicks here (seeded with --clicks 0): no partner year or analytics page row.');
  const names = [...new Set(partners.map((p) => p.slice(0, 3).toLowerCase()))];
  const year = new Date().getFullYear();
  const n = (i: number, k: number) => i % k;
  const urls = (f: (i: number) => string) => {
    const out = new Set<string>();
    for (let i = 0; out.size < distinct && i < distinct * 50; i++) out.add(f(i));
    return [...out];
  };
  const m = (i: number) =>
    markets[n(i, markets.length)] ? `&market=${markets[n(i, markets.length)]}` : '';
  const intent = (i: number) => ANALYTICS_INTENTS[n(Math.floor(i / 7), ANALYTICS_INTENTS.length)];
  const sorts = [...ANALYTICS_PERIODS, 'name'];
  const t = (name: string, paths: string[]): Target => ({
    name,
    kind: 'analytics',
    paths,
    headers,
  });
  return [
    // The page is drawn when its charts and tables have data: none with --clicks 0.
    ...(partners.length
      ? [
          {
            name: 'analytics page, fully drawn (browser, cold)',
            kind: 'page' as const,
            paths: ['/analytics'],
            headers,
          },
        ]
      : []),
    t(
      'analytics overview',
      urls((i) => `/api/analytics/overview?i=${i}`),
    ),
    t(
      'clicks per day',
      urls((i) => `/api/analytics/clicks?intent=${intent(i)}&days=${1 + n(i, 400)}${m(i)}`),
    ),
    t(
      '12 weeks / 12 months',
      urls(
        (i) =>
          `/api/analytics/click-series?unit=${i % 2 ? 'week' : 'month'}&intent=${intent(i)}${m(i)}&i=${Math.floor(i / 200)}`,
      ),
    ),
    t(
      'clicks per intent',
      urls(
        (i) =>
          `/api/analytics/intents?period=${ANALYTICS_PERIODS[n(i, 6)]}${m(Math.floor(i / 6))}&i=${Math.floor(i / 100)}`,
      ),
    ),
    // One partner's year needs partners with clicks (none with --clicks 0).
    ...(partners.length
      ? [
          t(
            'partner year',
            urls(
              (i) =>
                `/api/analytics/partner-year?partnerId=${encodeURIComponent(partners[n(i, partners.length)])}&year=${year - n(Math.floor(i / partners.length), 3)}&intent=${intent(i)}`,
            ),
          ),
        ]
      : []),
    t(
      'partner table',
      urls(
        (i) =>
          `/api/analytics/partners?intent=${intent(i)}&sort=${sorts[n(i, sorts.length)]}${m(Math.floor(i / 7))}&offset=${25 * n(Math.floor(i / 50), 20)}&limit=25${i % 5 === 0 ? `&q=${names[n(i, names.length)] ?? 'a'}` : ''}`,
      ),
    ),
    t(
      'activity table',
      urls(
        (i) =>
          `/api/analytics/activities?intent=${intent(i)}&sort=${sorts[n(i, sorts.length)]}${m(Math.floor(i / 7))}&offset=${25 * n(Math.floor(i / 50), 20)}&limit=25`,
      ),
    ),
    t(
      'customer purchases',
      urls(
        (i) =>
          `/api/analytics/purchases?year=${year - n(i, 3)}&month=${1 + n(Math.floor(i / 3), 12)}&type=${i % 2 ? 'Purchases' : 'Dollars'}${m(Math.floor(i / 72))}&i=${Math.floor(i / 500)}`,
      ),
    ),
  ];
}
