import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { retryMessage } from '@jaunt/contract';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/errors.ts';

/** The strict per-IP limit, from RATE_LIMIT_STRICT_PER_MINUTE (set when the plugin registers). */
let strictPerMinute = 20;

/** Route config for calls worth guessing at (login, sign-up, password reset, resend). */
export const STRICT_LIMIT: RateLimitOptions = {
  max: () => strictPerMinute,
  timeWindow: '1 minute',
};

const isApi = (req: FastifyRequest) => req.url.startsWith('/api/') || req.url.startsWith('/auth/');

/**
 * Per-IP rate limits, counted in Redis when REDIS_URL is set (shared by every process),
 * else in memory. A refusal reads like the login lockout: 429 with the retry text.
 */
export async function registerRateLimit(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const redis = ctx.config.REDIS_URL
    ? new Redis(ctx.config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  strictPerMinute = ctx.config.RATE_LIMIT_STRICT_PER_MINUTE;
  await app.register(rateLimit, {
    global: true,
    max: ctx.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (req) => !isApi(req),
    redis,
    nameSpace: 'jaunt-rl-',
    skipOnError: true,
    errorResponseBuilder: (_req, c) => {
      const next = new Date(Date.now() + c.ttl);
      return new AppError('TOO_MANY_REQUESTS', retryMessage(next), undefined, {
        nextValidRequestDate: next.toISOString(),
      });
    },
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}
