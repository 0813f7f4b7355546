import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { pureContract } from './build/pure-contract.ts';
import { stableMantineIds } from './build/stable-mantine-ids.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const BASICS = [
  'Anchor',
  'Badge',
  'Box',
  'Burger',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Container',
  'Grid',
  'Group',
  'Image',
  'Input',
  'List',
  'Loader',
  'Paper',
  'Progress',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Text',
  'ThemeIcon',
  'TextInput',
  'Title',
  'Transition',
  'Typography',
  'UnstyledButton',
  'VisuallyHidden',
];
const FRAMEWORK = new RegExp(
  String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@mantine[\\/]store)[\\/]` +
    String.raw`|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](${BASICS.join('|')}))[\\/]` +
    // Mantine's randomId, which many chunks share (it was inside useId, decision 046): not a
    // request of its own.
    String.raw`|@mantine[\\/]hooks[\\/]esm[\\/]utils[\\/]random-id[\\/]`,
);

// The small modules of our own that every public page uses (texts, money, the API client, auth...)
// in one chunk too, instead of one file each.
const APP_SHARED = new RegExp(
  String.raw`packages[\\/]contract[\\/]src[\\/](texts|address|money|listing|identifiers|roles|engage-limits)\.ts$` +
    String.raw`|apps[\\/]web[\\/]src[\\/]lib[\\/](api-client|auth|markets|cookie-id|outbound|return-to|page-url|use-hydrated)\.tsx?$` +
    String.raw`|apps[\\/]web[\\/]src[\\/]components[\\/](redirect|page-loader|safe-image|page-breadcrumbs|stars)\.tsx$`,
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stableMantineIds(), pureContract(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/uploads': apiTarget,
      '/images': apiTarget,
    },
  },
  // `vite build --ssr` builds the server renderer of the public pages (decision 024) into
  // dist/ssr, with its dependencies inside, so the server can load it from any dist folder.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist',
    emptyOutDir: !isSsrBuild,
    // The server links a server-rendered screen's chunks and CSS (dist/.vite/manifest.json).
    manifest: !isSsrBuild,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // The contract's modules only declare things (and pureContract marks their constants
      // pure). This lets a screen that needs `hasRole` or `TEXT` skip zod and the schemas it
      // does not use.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
      },
      // Every page needs React, the router, the query cache and Mantine's core and basic
      // components: one `framework` chunk instead of dozens of small ones, each with its own
      // import lines and gzip frame (decision 023).
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK },
                { name: 'app-shared', test: APP_SHARED },
              ],
            },
          },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
