import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as Drizzle's prepared statement keeps it. */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** The parts of a Drizzle prepared select this file reads and sets (both drivers have them). */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Gives a prepared select a row mapper worked out once, from its fields, instead of Drizzle's
 * `mapResultRow`, which works out again for every value of every row which decoder to use
 * (a chain of `is()` checks walking prototypes), iterates each path and, for left joins,
 * looks up table names. On the market page's lists that was a tenth of the server's CPU.
 *
 * The rows are the same objects Drizzle builds: each value decoded by its column (or SQL
 * decoder), placed at its path, and a left-joined object whose first column is null becomes
 * null (Drizzle's rule: it looks at the first column of each joined object only).
 * Statements without selected fields (raw SQL) are left as they are.
 */
export function withCompiledRows<T>(statement: T): T {
  const q = statement as PreparedSelect;
  if (!q.fields || q.customResultMapper) return statement;
  const mapRow = compileRowMapper(q.fields, q.joinsNotNullableMap);
  q.customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}

/** The decoder Drizzle's `mapResultRow` picks for a field (an SQL's decoder is internal). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const sqlOf = (x: unknown) => x as { decoder: Decoder };
  if (is(field, SQL)) return sqlOf(field).decoder;
  if (is(field, Subquery)) return sqlOf(field._.sql).decoder;
  return sqlOf((field as { sql: unknown }).sql).decoder;
}

function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const slots = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1],
    decoder: decoderOf(field),
  }));
  // Drizzle's left-join rule, decided per object from its first column: the object is null when
  // that column is null, unless its table is not nullable or the object mixes tables.
  const nullWhen: { object: string; index: number }[] = [];
  if (joinsNotNullableMap) {
    const seen = new Map<string, { index: number; table: string | false }>();
    fields.forEach(({ path, field }, index) => {
      if (!is(field, Column) || path.length !== 2) return;
      const table = getTableName(field.table);
      const first = seen.get(path[0]);
      if (!first) seen.set(path[0], { index, table });
      else if (first.table !== table) first.table = false;
    });
    for (const [object, { index, table }] of seen) {
      if (table !== false && !joinsNotNullableMap[table]) nullWhen.push({ object, index });
    }
  }
  return (row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < slots.length; i++) {
      const { parents, key, decoder } = slots[i];
      let node = out;
      for (const p of parents) node = (node[p] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { object, index } of nullWhen) if (row[index] === null) out[object] = null;
    return out;
  };
}
