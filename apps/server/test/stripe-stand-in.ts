import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the Stripe stand-in received: method, path, idempotency key, auth and the form body. */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  auth?: string;
  contentType?: string;
  /** The form-encoded body (the query string for a GET). */
  form: Record<string, string>;
  raw: string;
}
/** Status and JSON body for one request, in Stripe's documented shapes. */
export type StripeAnswer = (req: StripeRequest) => [number, unknown];

export const stripeError = (message: string, param?: string): [number, unknown] => [
  400,
  { error: { type: 'invalid_request_error', message, param } },
];

/**
 * A local HTTP server that speaks Stripe's wire format to the official SDK: it records every
 * request in `seen` and answers through `answer` (which keeps whatever state the test needs).
 * `connection` is what the adapters take as host/port/protocol.
 */
export async function startStripeStandIn(answer: StripeAnswer) {
  const seen: StripeRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('latin1');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const entry: StripeRequest = {
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        auth: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw)),
        raw,
      };
      seen.push(entry);
      const [status, json] = answer(entry);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    seen,
    connection: {
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      protocol: 'http' as const,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
