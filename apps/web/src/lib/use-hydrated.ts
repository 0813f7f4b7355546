import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

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

/**
 * What a visitor typed into a server-rendered field before the page came alive (React does not
 * see it): handed to `onTyped` once, when the field's component mounts.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (value: string, focused: boolean) => void,
) {
  const first = useRef(onTyped);
  useEffect(() => {
    const input = ref.current;
    if (input?.value) first.current(input.value, document.activeElement === input);
  }, [ref]);
}
