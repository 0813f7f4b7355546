const KEY = 'cookieId';
const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => CHARS[b % CHARS.length]).join('');

/** This browser's anonymous id for click and search logs (16 characters A-Z0-9), kept in localStorage. */
export function cookieId(): string {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved && /^[A-Z0-9]{16}$/.test(saved)) return saved;
    const id = newId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return newId();
  }
}
