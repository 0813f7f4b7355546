import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { meKey, useCurrentUser } from './auth.tsx';

type Listener = (doc: Record<string, unknown>) => void;

let socketPromise: Promise<Socket> | null = null;

/** One shared socket, loaded (dynamic import) and connected on first use. */
function getSocket(): Promise<Socket> {
  socketPromise ??= import('socket.io-client').then(({ io }) =>
    io({ path: '/socket.io', withCredentials: true }),
  );
  return socketPromise;
}

/**
 * Subscribes to `{model}:save` and `{model}:remove` pushes while the component is mounted;
 * `null` subscribes to nothing (and loads no socket).
 */
export function useRealtime(model: string | null, onSave?: Listener, onRemove?: Listener) {
  const handlers = useRef({ onSave, onRemove });
  useEffect(() => {
    handlers.current = { onSave, onRemove };
  });
  useEffect(() => {
    if (!model) return;
    let socket: Socket | null = null;
    let active = true;
    const save: Listener = (doc) => handlers.current.onSave?.(doc);
    const remove: Listener = (doc) => handlers.current.onRemove?.(doc);
    getSocket()
      .then((s) => {
        if (!active) return;
        socket = s;
        s.on(`${model}:save`, save);
        s.on(`${model}:remove`, remove);
      })
      .catch(() => {
        // Realtime is an enhancement: the page still works without it.
        socketPromise = null;
      });
    return () => {
      active = false;
      socket?.off(`${model}:save`, save);
      socket?.off(`${model}:remove`, remove);
    };
  }, [model]);
}

/**
 * Refreshes the signed-in user when the server pushes a change to them. A guest has no user to
 * refresh, so a guest's visit opens no socket (and downloads no socket client).
 */
export function RealtimeUserSync() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?._id;
  useRealtime(userId ? 'user' : null, (doc) => {
    if (userId && doc._id === userId) void queryClient.invalidateQueries({ queryKey: meKey });
  });
  return null;
}
