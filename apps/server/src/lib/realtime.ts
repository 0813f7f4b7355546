import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';

/** Pushes `{model}:save` and `{model}:remove` events to connected browsers. */
export interface Realtime {
  save(model: string, doc: unknown): void;
  remove(model: string, doc: unknown): void;
  attach(server: HttpServer): void;
  close(): Promise<void>;
}

export function createRealtime(): Realtime {
  let io: Server | undefined;
  return {
    attach(server) {
      io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
    },
    save(model, doc) {
      io?.emit(`${model}:save`, doc);
    },
    remove(model, doc) {
      io?.emit(`${model}:remove`, doc);
    },
    async close() {
      await io?.close();
    },
  };
}
