import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { findSession } from './plugins/auth.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty, DEMO_LOGINS } from '../seed/index.ts';
import { reconcilePendingOrders } from './modules/payments/reconcile.ts';
import { startPoller } from './lib/poller.ts';
import { runDuePayouts } from './modules/payouts/payouts.service.ts';
import { retryPlatformCancellations } from './modules/payments/refunded-booking.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.dataDir,
  lanes: config.DATABASE_LANES,
  onIdleError: (err) =>
    console.error('database connection lost (the pool reconnects):', err.message),
});
await migrate(database);
const app = await buildApp({ config, db: database.db });

if (config.SEED === 'auto') {
  const seeded = await seedIfEmpty(database.db, {
    log: (m) => app.log.info(m),
    dataDir: config.dataDir,
  });
  if (seeded) app.log.info('demo catalogue seeded');
}

app.ctx.realtime.attach(app.server, async (token) => {
  const found = await findSession(database.db, token);
  return found ? { id: found.user.id, role: found.user.role, email: found.user.email } : null;
});
await app.listen({ port: config.PORT, host: config.HOST });
// Orders left between charge and update by a stopped process are brought to paid (not awaited:
// with Stripe it makes one call per waiting order).
void reconcilePendingOrders(app.ctx).catch((err) =>
  app.log.error({ err }, 'payment reconcile failed'),
);
// Due partner payouts, and refunded bookings a platform has not cancelled yet (it was down),
// on the same period; both claim their rows through the database, so any number of processes
// may run them.
const pollers =
  config.PAYOUT_POLL_SECONDS > 0
    ? [
        startPoller(app.ctx, 'payout run', config.PAYOUT_POLL_SECONDS * 1000, runDuePayouts),
        startPoller(
          app.ctx,
          'platform cancellations',
          config.PAYOUT_POLL_SECONDS * 1000,
          retryPlatformCancellations,
        ),
      ]
    : [];
const stopPollers = () => Promise.all(pollers.map((stop) => stop()));

const where = config.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite in ${config.dataDir}`;
console.log(`\n  ${config.BRAND_NAME} is running at ${config.publicUrl}  (database: ${where})\n`);
console.log('  Demo logins:');
for (const l of DEMO_LOGINS)
  console.log(`    ${l.role.padEnd(20)} ${l.email.padEnd(26)} ${l.password}`);
console.log('');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await stopPollers();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
