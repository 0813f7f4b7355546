import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import './app/before-live.css';
import type { ServerState } from './entry-server.tsx';
import { keepKeysUntilLive } from './lib/keys-before-live.ts';

/**
 * The first script, and a tiny one (decision 024). A server-rendered page is drawn before the
 * app's code is fetched; then all the chunks it needs (the server lists them) load in parallel,
 * and the app (boot.tsx) hydrates it. A page the server did not render loads the app at once.
 */
function serverState(): ServerState | null {
  const data = document.getElementById('jaunt-state')?.textContent;
  return data ? (JSON.parse(data) as ServerState) : null;
}

/** After the next frame is painted (or 100 ms, in a tab that paints nothing). */
const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

function preload(files: string[]) {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function main() {
  const state = serverState();
  if (state) {
    keepKeysUntilLive();
    await painted();
    preload(state.preload ?? []);
  }
  const { start } = await import('./boot.tsx');
  await start(state);
}

void main();
