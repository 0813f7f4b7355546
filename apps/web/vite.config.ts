import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { pureContract } from './build/pure-contract.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pureContract(), precompress()],
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
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
