/** The Bookeo stand-in's answers: JSON, Bookeo's error body, money; one request's context. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody, sendJson } from '../stand-in-server.ts';
import type { BookeoStandInAccount, BookeoStandInProduct, BookeoState } from './state.ts';

/** One authenticated request as the routes see it; a route answers and returns true, or false. */
export interface BookeoRequest {
  s: BookeoState;
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  q: Record<string, string>;
  account: BookeoStandInAccount;
  product: (id: unknown) => BookeoStandInProduct | undefined;
  /** The server's one counter for hold ids and booking numbers. */
  nextSeq: () => number;
}
export type BookeoRoute = (r: BookeoRequest) => boolean | Promise<boolean>;

export const json = sendJson;
export const fail = (res: ServerResponse, status: number, message: string) =>
  json(res, status, { httpStatus: status, message, errorId: randomUUID().slice(0, 8) });
export const money = (cents: number, currency: string) => ({
  amount: (cents / 100).toFixed(2),
  currency,
});

export const bodyOf = readJsonBody;
