import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** 16 characters from A-Z and 0-9 (transaction codes, cookie ids, integration state). */
export function newCode(length = 16): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALNUM[randomInt(ALNUM.length)];
  return s;
}
