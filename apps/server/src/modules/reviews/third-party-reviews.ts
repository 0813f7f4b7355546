import { desc, eq } from 'drizzle-orm';
import type { ThirdPartyReview } from '@jaunt/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { thirdPartyReviews } from '../../db/schema/index.ts';
import { toPlainText } from '../../lib/sanitize.ts';

/** Where third-party reviews of a location come from. */
export interface ThirdPartyReviews {
  readonly name: 'embedded' | 'tripadvisor';
  list(locationId: string, page: { skip: number; limit: number }): Promise<ThirdPartyReview[]>;
}

/** This module's own environment variables (not part of the shared config). */
export function readThirdPartyConfig(env: Record<string, string | undefined> = process.env) {
  return {
    apiKey: env.TRIPADVISOR_API_KEY || undefined,
    apiUrl: (env.TRIPADVISOR_API_URL || 'https://api.content.tripadvisor.com/api/v1').replace(
      /\/$/,
      '',
    ),
  };
}

/**
 * Embedded default: the thirdPartyReviews table, filled by the demo seed. These are sample
 * reviews, and are labelled so (`sample: true`) wherever they are shown.
 */
export function createEmbeddedThirdPartyReviews(db: Db): ThirdPartyReviews {
  return {
    name: 'embedded',
    async list(locationId, { skip, limit }) {
      const rows = await db
        .select()
        .from(thirdPartyReviews)
        .where(eq(thirdPartyReviews.locationId, locationId))
        .orderBy(desc(thirdPartyReviews.publishedDate), desc(thirdPartyReviews.id))
        .offset(skip)
        .limit(limit);
      return rows.map((r) => ({
        user: { username: r.username, avatar: r.avatar },
        published_date: r.publishedDate.toISOString(),
        title: r.title,
        text: r.text,
        rating: r.rating,
        sample: true,
      }));
    },
  };
}

interface TripadvisorReview {
  published_date?: string;
  rating?: number;
  title?: string;
  text?: string;
  user?: { username?: string; avatar?: { thumbnail?: string; small?: string } };
}

/**
 * Tripadvisor Content API (GET /location/{id}/reviews). Its text is plain text; anything that
 * looks like markup is stripped. A failing call is logged and answers no reviews: the product
 * page must not break because a third party is down.
 */
export function createTripadvisorReviews(
  opts: { apiKey: string; apiUrl: string },
  log: FastifyBaseLogger,
  fetchFn: typeof fetch = fetch,
): ThirdPartyReviews {
  return {
    name: 'tripadvisor',
    async list(locationId, { skip, limit }) {
      const url = new URL(`${opts.apiUrl}/location/${encodeURIComponent(locationId)}/reviews`);
      url.search = new URLSearchParams({
        key: opts.apiKey,
        language: 'en',
        offset: String(skip),
        limit: String(limit),
      }).toString();
      try {
        const res = await fetchFn(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(8000),
        });
        if (!res.ok) throw new Error(`Tripadvisor answered ${res.status}`);
        const body = (await res.json()) as { data?: TripadvisorReview[] };
        return (body.data ?? []).slice(0, limit).map((r) => ({
          user: {
            username: toPlainText(r.user?.username ?? ''),
            avatar: safeUrl(r.user?.avatar?.small ?? r.user?.avatar?.thumbnail ?? ''),
          },
          published_date: r.published_date ?? '',
          title: toPlainText(r.title ?? ''),
          text: toPlainText(r.text ?? ''),
          rating: Number(r.rating ?? 0),
        }));
      } catch (err) {
        log.warn({ err, locationId }, 'third-party reviews unavailable');
        return [];
      }
    },
  };
}

const safeUrl = (url: string) => (/^https:\/\//i.test(url) ? url : '');

export function createThirdPartyReviews(db: Db, log: FastifyBaseLogger): ThirdPartyReviews {
  const cfg = readThirdPartyConfig();
  return cfg.apiKey
    ? createTripadvisorReviews({ apiKey: cfg.apiKey, apiUrl: cfg.apiUrl }, log)
    : createEmbeddedThirdPartyReviews(db);
}
