import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';

/**
 * Who receives an event. Default: staff only (admin, editor). Events about a person's own data
 * (their account, their orders) go to that user's sockets too; `public` goes to everyone, so it
 * must carry nothing private.
 */
export interface Audience {
  users?: (string | null | undefined)[];
  /** Users addressed by their (sign-in) email, e.g. a list's owner. */
  emails?: (string | null | undefined)[];
  public?: boolean;
}

export interface SocketUser {
  id: string;
  role: string;
  email?: string;
}

/** Pushes `{model}:save` and `{model}:remove` events to connected browsers. */
export interface Realtime {
  save(model: string, doc: unknown, audience?: Audience): void;
  remove(model: string, doc: unknown, audience?: Audience): void;
  /** `identify` resolves the session token sent at the handshake (cookie `token` or auth.token). */
  attach(server: HttpServer, identify: (token: string) => Promise<SocketUser | null>): void;
  close(): Promise<void>;
}

const STAFF_ROOM = 'staff';
const userRoom = (id: string) => `user:${id}`;
const emailRoom = (email: string) => `email:${email.toLowerCase()}`;

function handshakeToken(socket: Socket): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token;
  const cookie = socket.handshake.headers.cookie ?? '';
  const match = /(?:^|;\s*)token=([^;]+)/.exec(cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

export function createRealtime(): Realtime {
  let io: Server | undefined;
  const emit = (event: string, doc: unknown, audience: Audience = {}) => {
    if (!io) return;
    if (audience.public) {
      io.emit(event, doc);
      return;
    }
    const rooms = [
      STAFF_ROOM,
      ...(audience.users ?? []).filter((u): u is string => !!u).map(userRoom),
      ...(audience.emails ?? []).filter((e): e is string => !!e).map(emailRoom),
    ];
    io.to(rooms).emit(event, doc);
  };
  return {
    attach(server, identify) {
      io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
      io.on('connection', async (socket) => {
        const token = handshakeToken(socket);
        const user = token ? await identify(token).catch(() => null) : null;
        if (!user) return;
        await socket.join(userRoom(user.id));
        if (user.email) await socket.join(emailRoom(user.email));
        if (user.role === 'admin' || user.role === 'editor') await socket.join(STAFF_ROOM);
      });
    },
    save: (model, doc, audience) => emit(`${model}:save`, doc, audience),
    remove: (model, doc, audience) => emit(`${model}:remove`, doc, audience),
    async close() {
      await io?.close();
    },
  };
}
