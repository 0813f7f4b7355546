import type { AppContext } from '../context.ts';

/**
 * Runs `run` every `intervalMs` (and once at start), never overlapping the previous run of the
 * same process. Any number of processes may run the same poller: the work it does claims its
 * rows in the database (payouts: FOR UPDATE SKIP LOCKED; platform cancellations: a conditional
 * update after an idempotent call), so nothing is done twice.
 */
export function startPoller(
  ctx: AppContext,
  what: string,
  intervalMs: number,
  run: (ctx: AppContext) => Promise<unknown>,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run(ctx)
      .catch((err) => ctx.log.error({ err }, `${what} failed`))
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
