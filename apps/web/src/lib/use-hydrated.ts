import { useEffect, useState } from 'react';

/**
 * Whether the page is live: boot.tsx marks `html[data-live]` once React has drawn it. The same
 * test as keys-before-live.ts, not imported from there: that module is part of the first script
 * (main.tsx), which imports no app code, and importing it here put it in the app-shared chunk,
 * making the first script load app-shared and the framework before it could run.
 */
const isLive = () => typeof document !== 'undefined' && 'live' in document.documentElement.dataset;

/**
 * False on the server and while React hydrates server-rendered HTML; true once the page is live
 * (and at once in anything drawn after that). Values only the browser knows wait for it, so the
 * first render matches the server's HTML.
 *
 * The change comes from an effect, as an ordinary update: React draws it in a task of its own
 * after the hydration's effects. (useSyncExternalStore forced a synchronous render, which also
 * ran every effect of the page in the task of the hydration's commit: one long task on a phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isLive);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
