import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** Every import and re-export of a relative file, `import type` included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)].map((m) =>
    resolve(dirname(file), m[1] ?? ''),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The cycles a depth-first walk meets, each as its files in order. */
function importCycles(files: readonly string[], importsOfFile: (file: string) => string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOfFile(f)]));
  const done = new Set<string>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const walk = (file: string) => {
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) cycles.push([...path.slice(at), next]);
      else if (!done.has(next)) walk(next);
    }
    path.pop();
    done.add(file);
  };
  for (const f of files) if (!done.has(f)) walk(f);
  return cycles;
}

describe('the content package imports', () => {
  // Biome's noImportCycles does not follow `import type`, so two circles closed by types went unseen
  // (problem kinds ↔ plausible ranges, the solvers ↔ their registry). This walk follows every import.
  it('form no cycle, counting `import type`', () => {
    const cycles = importCycles(sourceFiles(ROOT), importsOf).map((c) =>
      c.map((f) => relative(ROOT, f)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });

  it('finds a cycle closed by a type import', () => {
    const edges: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['a'] };
    expect(importCycles(Object.keys(edges), (f) => edges[f] ?? [])).toEqual([['a', 'b', 'c', 'a']]);
  });
});
