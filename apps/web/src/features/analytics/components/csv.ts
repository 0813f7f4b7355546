export type CsvCell = string | number | boolean | null | undefined;

const cell = (v: CsvCell) => {
  const s = v === null || v === undefined ? '' : String(v);
  // Quote when needed; a leading = + - @ is prefixed so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@]/.test(s) && !/^-?\d/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** RFC 4180 CSV text with a header row. */
export const toCsv = (header: string[], rows: CsvCell[][]) =>
  [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

/** Saves CSV text as a file download. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
