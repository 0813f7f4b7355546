import { ORDER_ACCESS_HEADER } from '@jaunt/contract/identifiers';
/** JSON fetch for the Jaunt API: cookie credentials plus a Bearer token held in memory. */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.message === 'string' ? body.message : `Request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : 'ERROR';
    this.fields = (body.fields as Record<string, string> | undefined) ?? undefined;
    this.body = body;
  }
}

/**
 * Whether asking again may succeed: the server failed or was unreachable, timed out or asked us
 * to slow down. A request it refused as asked (bad input, not found, not allowed) would be
 * refused again.
 */
export function mayRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Sees the response headers of a successful call (e.g. x-total-count of a paged list). */
  onHeaders?: (headers: Headers) => void;
  /** An order's access token (x-order-access): a guest's way to pay and change their order. */
  orderAccess?: string;
}

let token: string | null = null;
let onUnauthorized: (() => void) | null = null;

export const setToken = (next: string | null) => {
  token = next;
};
export const getToken = () => token;

/**
 * How calls reach the API: the browser's fetch, or (when the server renders a public page,
 * see entry-server.tsx) a call into the server's own process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setApiTransport = (next: typeof fetch) => {
  transport = next;
};

/** Called after a 401 (the token is already cleared): drop the cached user and go to /login. */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

/** A 401 here means "wrong credentials" or "guest", not "your session ended". */
function is401Expected(method: string, path: string): boolean {
  if (method === 'POST' && (path === '/auth/local' || path === '/auth/session')) return true;
  return method === 'GET' && path === '/api/users/me';
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const qs = params.size > 0 ? `?${params}` : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.orderAccess) headers[ORDER_ACCESS_HEADER] = options.orderAccess;

  const res = await transport(`${path}${qs}`, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text };
    }
  }
  if (!res.ok) {
    if (res.status === 401 && !is401Expected(method, path)) {
      token = null;
      onUnauthorized?.();
    }
    const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    throw new ApiError(res.status, body);
  }
  options.onHeaders?.(res.headers);
  return data as T;
}

/**
 * The message to show for a failed call: the server's refusal, else the screen's own text (its
 * spec sentence) for a failure the server could not explain (its INTERNAL answer only says
 * 'Oops! It seems like something went wrong.'), a network error or anything else.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === 'INTERNAL') return fallback;
  const message = error.body.message;
  return typeof message === 'string' && message ? message : fallback;
}
