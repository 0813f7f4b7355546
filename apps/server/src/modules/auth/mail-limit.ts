import { sql } from 'drizzle-orm';
import { retryMessage } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { loginThrottle } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

const WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts one account mail (reset link, confirmation) to this recipient, whatever address asks;
 * past MAIL_PER_RECIPIENT_PER_HOUR within an hour it answers 429 with the retry text. The
 * counter is a row of login_throttle keyed `mail:<email>` (shared by every process), counted
 * atomically in one upsert that restarts the window when it has passed.
 */
export async function countAccountMail(ctx: AppContext, email: string): Promise<void> {
  const key = `mail:${email.toLowerCase()}`;
  const now = new Date();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const expired = sql`${loginThrottle.updated} < ${windowStart.toISOString()}::timestamptz`;
  const [row] = await ctx.db
    .insert(loginThrottle)
    .values({ key, failures: 1, updated: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        updated: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${loginThrottle.updated} END`,
      },
    })
    .returning({ count: loginThrottle.failures, since: loginThrottle.updated });
  if (row.count > ctx.config.MAIL_PER_RECIPIENT_PER_HOUR) {
    const next = new Date(row.since.getTime() + WINDOW_MS);
    throw new AppError('TOO_MANY_REQUESTS', retryMessage(next), undefined, {
      nextValidRequestDate: next.toISOString(),
    });
  }
}
