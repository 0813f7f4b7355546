/** The URL a visitor tried to open before being sent to /login (kept for this tab). */
const KEY = 'returnTo';

const isSafePath = (p: string) => p.startsWith('/') && !p.startsWith('//');

/** Pages a visitor never wants to come back to once logged in. */
const AUTH_PAGE = /^\/(login|signup|pwdreset)(\/|\?|#|$)/;

export function saveReturnTo(path: string) {
  if (!isSafePath(path) || AUTH_PAGE.test(path)) return;
  sessionStorage.setItem(KEY, path);
}

/** The saved URL (default '/'), forgotten once read. */
export function takeReturnTo(): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && isSafePath(path) ? path : '/';
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** The saved URL without forgetting it (e.g. to hand to a social login round trip). */
export function peekReturnTo(): string {
  const path = sessionStorage.getItem(KEY);
  return path && isSafePath(path) ? path : '/';
}
