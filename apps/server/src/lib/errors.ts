export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYMENT_FAILED'
  | 'BAD_GATEWAY'
  | 'INTERNAL';

export const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYMENT_FAILED: 402,
  BAD_GATEWAY: 502,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages, e.g. { email: 'The email address you entered could not be found.' }. */
    readonly fields?: Record<string, string>,
    /** Extra JSON fields for the response (e.g. nextValidRequestDate). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (msg = "You don't have permission to do that.") =>
  new AppError('FORBIDDEN', msg);
export const unauthorized = (msg = 'You must be signed in.') => new AppError('UNAUTHORIZED', msg);
export const badRequest = (msg: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', msg, fields);
/** A 400 about one field: its sentence is the message, and `fields` names the field. */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/**
 * A database error from a unique index (PostgreSQL 23505), as node-postgres throws it or as
 * Drizzle wraps it (`cause`).
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}
