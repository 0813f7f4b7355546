import type { Db } from '../src/db/client.ts';

export interface SeedOptions {
  log?: (msg: string) => void;
}

export const DEMO_PASSWORD = 'jaunt-demo';

/** One demo account per role (documented in the README). */
export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@jaunt.test', password: DEMO_PASSWORD },
  { role: 'editor', email: 'editor@jaunt.test', password: DEMO_PASSWORD },
  { role: 'partner', email: 'partner@jaunt.test', password: DEMO_PASSWORD },
  { role: 'partner-staff', email: 'staff@jaunt.test', password: DEMO_PASSWORD },
  { role: 'user', email: 'user@jaunt.test', password: DEMO_PASSWORD },
  { role: 'user (unconfirmed)', email: 'unconfirmed@jaunt.test', password: DEMO_PASSWORD },
] as const;

/** Seeds the demo catalogue and accounts when the database has no markets yet. */
export async function seedIfEmpty(db: Db, _opts: SeedOptions = {}): Promise<boolean> {
  void db;
  return false;
}
