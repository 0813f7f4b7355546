import type { AppContext } from '../../context.ts';
import { runDuePayouts } from './payouts.service.ts';

/**
 * The one payout poller of a process: every `intervalMs` it runs the due payouts. Any number of
 * processes may run one: rows are claimed in the database (FOR UPDATE SKIP LOCKED), so a payout
 * is made by one of them only. A run never overlaps the previous one of the same process.
 */
export function startPayoutPoller(ctx: AppContext, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runDuePayouts(ctx)
      .catch((err) => ctx.log.error({ err }, 'payout run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
