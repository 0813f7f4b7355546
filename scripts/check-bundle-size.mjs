// Fails when the JavaScript a public route loads first exceeds the budget (gzip).
// Initial JS = the entry chunk plus the chunks it imports statically (modulepreload links).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = 'apps/web/dist';
if (!existsSync(`${dist}/index.html`)) {
  console.error('apps/web/dist is missing: run the build first');
  process.exit(1);
}
const html = readFileSync(`${dist}/index.html`, 'utf8');
const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
let total = 0;
for (const f of files) {
  const kb = gzipSync(readFileSync(`${dist}/${f}`)).length / 1024;
  total += kb;
  console.log(`  ${f}: ${kb.toFixed(1)} KB gzip`);
}
console.log(`initial JavaScript: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(
    `✖ over budget by ${(total - BUDGET_KB).toFixed(1)} KB: split routes or move heavy libraries behind lazy imports`,
  );
  process.exit(1);
}
