import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative static imports and re-exports (`import ... from './x.ts'`), type-only ones too. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]/gm)].map(
    (m) => resolve(dirname(file), m[1]!),
  );
}

/** Every import circle among the files, as 'a -> b -> a' paths relative to src/. */
export function findCycles(files: string[]): string[] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const done = new Set<string>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      const at = stack.indexOf(dep);
      if (at >= 0) cycles.push([...stack.slice(at), dep].map((f) => relative(SRC, f)).join(' -> '));
      else if (!done.has(dep) && graph.has(dep)) visit(dep);
    }
    stack.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

describe('web source imports', () => {
  it('has no import circles (e.g. a form and the route that renders it)', () => {
    expect(findCycles(sourceFiles(SRC))).toEqual([]);
  });
});
