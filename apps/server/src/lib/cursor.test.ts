import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  decodeAfterParam,
  decodeCursor,
  decodeDateCursor,
  encodeCursor,
  encodeDateCursor,
} from './cursor.ts';

const ID = '0b6f3c1e-2a4d-4e5f-8a9b-1c2d3e4f5a6b';
const b64 = (s: string) => Buffer.from(s).toString('base64url');

describe('page cursors', () => {
  it('a (value, id) cursor is base64url JSON and round-trips', () => {
    const c = encodeCursor('Zürich tour', ID);
    expect(c).toBe(b64(JSON.stringify(['Zürich tour', ID])));
    expect(decodeCursor(c)).toEqual({ value: 'Zürich tour', id: ID });
    expect(decodeAfterParam(c)).toEqual({ value: 'Zürich tour', id: ID });
  });

  it('anything else is no (value, id) cursor, and as `after` a 400 naming it', () => {
    for (const raw of ['zzz', 'nonsense', b64('5'), b64('null'), b64('{}'), b64('["a","b"]')]) {
      expect(decodeCursor(raw)).toBeNull();
      try {
        decodeAfterParam(raw);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(AppError);
        expect(e).toMatchObject({
          code: 'VALIDATION',
          message: 'after is not a valid cursor',
          fields: { after: 'after is not a valid cursor' },
        });
      }
    }
  });

  it('a (date, id) cursor is base64url of `iso|id` and round-trips; anything else is null', () => {
    const at = new Date('2024-03-01T10:00:00.000Z');
    const c = encodeDateCursor(at, ID);
    expect(c).toBe(b64(`2024-03-01T10:00:00.000Z|${ID}`));
    expect(decodeDateCursor(c)).toEqual({ at, id: ID });
    expect(decodeDateCursor('zzz')).toBeNull();
    expect(decodeDateCursor(b64('not a date|x'))).toBeNull();
    expect(decodeDateCursor(b64('2024-03-01T10:00:00.000Z'))).toBeNull();
  });
});
