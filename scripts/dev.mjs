// npm run dev: the API with --watch on PORT (3000) and Vite with hot reload on 5173.
import { execSync, spawn } from 'node:child_process';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';

execSync('node scripts/ensure-install.mjs', { stdio: 'inherit' });
const procs = [
  spawn(process.execPath, [...SERVER_NODE_ARGS, '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
console.log('\n  Dev: web with hot reload at http://localhost:5173 (API on :3000)\n');
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
