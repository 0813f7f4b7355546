/** One CSV field: quoted when needed; a leading = + - @ is defused (spreadsheet formulas). */
function field(v: unknown): string {
  let s = v === null || v === undefined ? '' : Array.isArray(v) ? v.join('|') : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows as CSV with a header line; columns in the given order or the first row's keys. */
export function toCsv(rows: Record<string, unknown>[], columns?: string[]): string {
  const cols = columns ?? Object.keys(rows[0] ?? {});
  const lines = [cols.map(field).join(',')];
  for (const row of rows) lines.push(cols.map((c) => field(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
