import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './lib/table.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** Gzipped JavaScript per route chunk, and what the /login route loads in all. */
export function benchWebBundle() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const rows = Object.entries(manifest)
    .filter(([, c]) => c.file.endsWith('.js') && (c.isEntry || c.isDynamicEntry))
    .map(([key, c]) => {
      const own = gz(c.file);
      const withDeps = [...closure(key)].filter((k) => !closure(entryKey).has(k) || c.isEntry);
      const total = withDeps.reduce((sum, k) => sum + gz(manifest[k]?.file ?? ''), 0);
      return { name: c.src ?? key, own, total };
    })
    .sort((a, b) => b.total - a.total);
  console.log(
    'Web build: JavaScript per route chunk, gzipped (KB); "with shared" adds chunks it alone pulls in\n',
  );
  printTable(
    ['chunk', 'own KB', 'with shared KB'],
    rows.map((r) => [r.name, kb(r.own), kb(r.total)]),
  );

  const loginKey = Object.keys(manifest).find((k) => /features\/auth\/.*login-page/.test(k));
  const entryTotal = [...closure(entryKey)].reduce((s, k) => s + gz(manifest[k]?.file ?? ''), 0);
  if (loginKey) {
    const loginTotal = [...new Set([...closure(entryKey), ...closure(loginKey)])].reduce(
      (s, k) => s + gz(manifest[k]?.file ?? ''),
      0,
    );
    console.log(
      `The /login route loads ${kb(loginTotal)} KB of JavaScript gzipped (entry ${kb(entryTotal)} KB). Target ≤ 150 KB.\n`,
    );
  } else {
    console.log(
      `Entry chunk and its imports: ${kb(entryTotal)} KB gzipped (no login chunk found by name).\n`,
    );
  }
}
