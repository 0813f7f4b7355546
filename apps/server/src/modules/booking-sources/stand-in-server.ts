/**
 * What the booking platforms' stand-ins share (FareHarbor, Rezdy, Bookeo, OCTO): a real HTTP
 * server on a loopback port, JSON bodies in and out. Each stand-in keeps its own routes, state
 * and error shapes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers with a JSON body; returns true, so a route can `return sendJson(...)`. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): true {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
  return true;
}

/** A request's JSON object body ({} when empty or not JSON). */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Starts a stand-in on 127.0.0.1 (a free port, not keeping the process alive); its URL ends
 * with `basePath`. A handler that throws is answered with `onError` (the platform's own 500).
 */
export async function startStandInServer<S>(opts: {
  state: S;
  basePath: string;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;
  onError: (res: ServerResponse) => unknown;
}) {
  const server = createServer((req, res) => {
    void opts.handle(req, res).catch(() => opts.onError(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${opts.basePath}`,
    state: opts.state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
