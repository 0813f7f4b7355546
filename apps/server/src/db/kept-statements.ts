import { createHash } from 'node:crypto';
import type { Db } from './client.ts';
import { withCompiledRows } from './compiled-rows.ts';

/** At most this many statements are kept prepared per database. */
const MAX_KEPT = 500;
export type KeptStatement = { execute(values: Record<string, unknown>): Promise<unknown> };
const kept = new WeakMap<Db, Map<string, KeptStatement>>();

/**
 * The statement kept under `key` for this database, built (and prepared) the first time it is
 * asked for, with its rows mapped by a mapper worked out once (compiled-rows.ts): later calls
 * skip Drizzle's SQL building, and PostgreSQL's parse (and, once it
 * settles on a generic plan, its planning). Past MAX_KEPT the kept ones are let go (decision
 * 027: the catalogue's lists, counts, search and suggestions, one statement per shape).
 */
export function keptStatement<T extends KeptStatement>(db: Db, key: string, build: () => T): T {
  let statements = kept.get(db);
  if (!statements) kept.set(db, (statements = new Map()));
  let statement = statements.get(key) as T | undefined;
  if (!statement) {
    if (statements.size >= MAX_KEPT) statements.clear();
    statements.set(key, (statement = withCompiledRows(build())));
  }
  return statement;
}

const names = new Map<string, string>();

/**
 * The name a statement of shape `key` is prepared under on the server: PostgreSQL names are at
 * most 63 bytes, so a long key is named by its hash, worked out once per shape (a search asks
 * for it on every call).
 */
export function preparedName(kind: string, key: string): string {
  const shape = `${kind}\n${key}`;
  let name = names.get(shape);
  if (name === undefined) {
    if (names.size >= MAX_KEPT) names.clear();
    name = `${kind}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
    names.set(shape, name);
  }
  return name;
}
