import { badRequest } from './errors.ts';

/*
 * Keyset page cursors: the last row's sort key as opaque base64url text, which the client sends
 * back unchanged to get the page after that row.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pack = (text: string) => Buffer.from(text).toString('base64url');
const unpack = (raw: string) => Buffer.from(raw, 'base64url').toString('utf8');

/** A (sort value, row id) cursor: base64url of the JSON `[value, id]`. */
export const encodeCursor = (value: string, id: string) => pack(JSON.stringify([value, id]));

/** The sort value and row id of an `encodeCursor` cursor; null when it is not one (or the id is no uuid). */
export function decodeCursor(raw: string): { value: string; id: string } | null {
  try {
    const [value, id] = JSON.parse(unpack(raw)) as unknown[];
    if (typeof value === 'string' && typeof id === 'string' && UUID.test(id)) return { value, id };
  } catch {
    // not base64url JSON of an array
  }
  return null;
}

/** The `after` query parameter of a keyset list as a cursor; a 400 naming `after` when it is not one. */
export function decodeAfterParam(raw: string): { value: string; id: string } {
  const cursor = decodeCursor(raw);
  if (cursor) return cursor;
  throw badRequest('after is not a valid cursor', { after: 'after is not a valid cursor' });
}

/** A (date, row id) cursor, as Purchase History pages by: base64url of `iso|id`. */
export const encodeDateCursor = (at: Date, id: string) => pack(`${at.toISOString()}|${id}`);

/** The date and row id of an `encodeDateCursor` cursor; null when it is not one. */
export function decodeDateCursor(raw: string): { at: Date; id: string } | null {
  const [iso, id] = unpack(raw).split('|');
  const at = new Date(iso);
  return id && !Number.isNaN(at.getTime()) ? { at, id } : null;
}
