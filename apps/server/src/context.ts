import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/email.ts';
import type { Realtime } from './lib/realtime.ts';
import type { CatalogChanges } from './lib/catalog-changes.ts';

/** What every module gets: configuration and the adapters behind small interfaces. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  /** Writers call notify() so public caches drop what changed. */
  catalogChanges: CatalogChanges;
  log: FastifyBaseLogger;
}
