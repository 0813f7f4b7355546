import type { AdminTable, AdminTableRow } from '@jaunt/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// Generic table rows are whatever the table holds; each resource's functions know the shape.
export type AnyRow = Record<string, any> & { id: string };

/** One generic-table resource: its table, how rows look on the wire, and its rules. */
export interface Resource {
  name: AdminTable;
  /** Audit entity name. */
  entity: string;
  table: PgTable;
  id: PgColumn;
  /** Columns the text filter searches (ILIKE). */
  search: PgColumn[];
  /** Wire field name -> sortable column. The first is the default order. */
  sort: Record<string, PgColumn>;
  create?: z.ZodType;
  update: z.ZodType;
  canDelete: boolean;
  /** Unique wire fields: a clash is a 400 naming the field. */
  unique?: { field: string; column: PgColumn; message: string }[];
  /** Whether a change alters public answers (caches must be dropped). */
  isPublic: boolean;
  /** Wire body (validated) -> column values. */
  toValues(body: Record<string, unknown>): Record<string, unknown>;
  /** Row -> wire shape. */
  present(row: AnyRow, tx?: Tx): AdminTableRow | Promise<AdminTableRow>;
  /** Extra checks before a write (throw AppError to refuse). */
  beforeWrite?(
    tx: Tx,
    actor: AuthUser,
    change: {
      before?: AnyRow;
      values?: Record<string, unknown>;
      kind: 'create' | 'update' | 'delete';
    },
  ): Promise<void>;
  /** Column names of the CSV export, in order (defaults to the presented keys). */
  csv?: string[];
}

/** Copies the given keys from a body when present, renaming wire -> column names. */
export function pick(
  body: Record<string, unknown>,
  map: Record<string, string | ((v: unknown) => [string, unknown])>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [wire, target] of Object.entries(map)) {
    if (body[wire] === undefined) continue;
    if (typeof target === 'string') out[target] = body[wire];
    else {
      const [col, v] = target(body[wire]);
      out[col] = v;
    }
  }
  return out;
}
