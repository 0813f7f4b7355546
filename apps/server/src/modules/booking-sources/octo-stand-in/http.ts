/** The OCTO stand-in's answers: JSON written down in state.exchanges, OCTO's error body. */
import type { ServerResponse } from 'node:http';
import { readJsonBody, sendJson } from '../stand-in-server.ts';
import type { OctoState } from './state.ts';

/** One request as the routes see it; a route answers and returns true, or returns false. */
export interface OctoRequest {
  s: OctoState;
  res: ServerResponse;
  method: string;
  path: string;
  body: Record<string, unknown>;
}
export type OctoRoute = (r: OctoRequest) => boolean;

/** Where each answer is written down (state.exchanges), per response. */
const recorders = new WeakMap<ServerResponse, (status: number, answer: unknown) => void>();

export const recordAnswers = (
  res: ServerResponse,
  record: (status: number, answer: unknown) => void,
) => recorders.set(res, record);

export const json = (res: ServerResponse, status: number, body: unknown): true => {
  recorders.get(res)?.(status, body);
  return sendJson(res, status, body);
};
/** OCTO's error body; the INVALID_*_ID errors also name the id they did not recognise. */
export const octoError = (
  res: ServerResponse,
  status: number,
  error: string,
  errorMessage: string,
  named: Record<string, string> = {},
) => json(res, status, { error, errorMessage, ...named });

export const bodyOf = readJsonBody;
