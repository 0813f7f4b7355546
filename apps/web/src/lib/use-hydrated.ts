import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates server-rendered HTML; true afterwards and in
 * every render of a page the browser drew itself. Values only the browser knows (its stored
 * position, its address) wait for it, so the first render matches the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
