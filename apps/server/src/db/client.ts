import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PipelinedPool } from './pipelined-pool.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a real server; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` for a throwaway database. */
  dataDir?: string;
  /** Load a PGlite data-dir tarball (a migrated snapshot) instead of starting empty. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Pipelined connections for prepared statements (PostgreSQL only; see pipelined-pool.ts). */
  lanes?: number;
  /** Called when an idle pooled connection fails (PostgreSQL only). */
  onIdleError?: (err: Error) => void;
}

/** The extensions the migrations create, loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

/**
 * Word similarity a typo needs for pg_trgm's `<%` ('kayk' ~ 'kayak' is 0.6), set on every
 * connection as it opens, so search needs no transaction to set it per query.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
const TRGM_SETTING = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;
/**
 * For the statements the code keeps prepared, the hot reads (on the lanes, or on a small pool of
 * their own when no lane takes them: pipelined-pool.ts): each is planned once, for any values,
 * and that plan kept. Left to itself PostgreSQL plans a search anew on every run (its estimates
 * for a known market and page look lower than the kept plan's), a quarter of the search's time
 * in the database (decision 034). Statements that are not kept (staff analytics, admin tables,
 * writes) run on the main pool's connections and are still planned for their values.
 */
const LANE_SETTING = 'plan_cache_mode=force_generic_plan';

/**
 * Lanes when not told (DATABASE_LANES). On the bench's machine (2 cores, PostgreSQL beside the
 * server) 2 lanes served 1-11% more reads than 4 (runs alternated; single runs varied as much),
 * but a lane answers in order, and a search's p99 under 50 connections rose by half (45-57 ->
 * 66-86 ms). Four keep the tail shorter; a database machine of its own with more cores may want
 * more (decision 028).
 */
const DEFAULT_LANES = 4;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new PipelinedPool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      lanes: opts.lanes ?? DEFAULT_LANES,
      options: `-c ${TRGM_SETTING}`,
      laneOptions: `-c ${LANE_SETTING}`,
    });
    // An idle client can lose its connection (server restart, failover, a dropped test
    // database). Without a listener that error would crash the process; the pool replaces
    // the client on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = opts.dataDir ?? 'memory://';
  let dataDir: string | undefined;
  if (dir !== 'memory://') {
    mkdirSync(dir, { recursive: true });
    dataDir = join(dir, 'pglite');
  }
  const client = await PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.exec(`set ${TRGM_SETTING}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
