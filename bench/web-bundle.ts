import { existsSync, readFileSync, statSync } from 'node:fs';
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

  const entryTotal = [...closure(entryKey)].reduce((s, k) => s + gz(manifest[k]?.file ?? ''), 0);
  // The /login route's `lazy` (apps/web/src/app/routes.tsx) loads these modules together; each must
  // be in the manifest, so a renamed module fails here instead of silently dropping out of the sum.
  const loginKeys = LOGIN_ROUTE_MODULES.map((pattern) => {
    const matches = Object.keys(manifest).filter((k) => pattern.test(k));
    if (matches.length !== 1) throw new Error(`expected one chunk for ${pattern}, found ${matches.length}`);
    return matches[0] as string;
  });
  const loginSet = new Set([...closure(entryKey), ...loginKeys.flatMap((k) => [...closure(k)])]);
  const loginTotal = [...loginSet].reduce((s, k) => s + gz(manifest[k]?.file ?? ''), 0);
  // What the server actually sends a browser: the build's brotli copies (apps/web/scripts/precompress.mjs).
  const br = (file: string) => {
    const copy = path.join(dist, `${file}.br`);
    return existsSync(copy) ? statSync(copy).size : gz(file);
  };
  const loginBrotli = [...loginSet].reduce((s, k) => s + br(manifest[k]?.file ?? ''), 0);
  console.log(
    `The /login route loads ${kb(loginTotal)} KB of JavaScript gzipped (entry ${kb(entryTotal)} KB; route: ${loginKeys.join(', ')}); sent as brotli, ${kb(loginBrotli)} KB. Target ≤ 150 KB.\n`,
  );

  // What /login downloads later, only when the visitor does something that needs it.
  const onDemand = Object.entries(ON_DEMAND).flatMap(([what, pattern]) => {
    const key = Object.keys(manifest).find((k) => pattern.test(k));
    if (!key) return [];
    const extra = [...closure(key)].filter((k) => !loginSet.has(k));
    return [[what, kb(extra.reduce((s, k) => s + gz(manifest[k]?.file ?? ''), 0))]];
  });
  if (onDemand.length > 0) {
    console.log('Downloaded on /login only when needed, gzipped (KB), beyond the above\n');
    printTable(['when', 'KB'], onDemand);
  }
}

/** The modules the /login route's `lazy` imports. */
const LOGIN_ROUTE_MODULES = [
  /features\/auth\/components\/login-page\.tsx$/,
  /features\/auth\/login-loader\.ts$/,
];

/** Chunks a /login visitor downloads only on some action, by what triggers them. */
const ON_DEMAND: Record<string, RegExp> = {
  'typing in the form (the sign-in flow)': /features\/auth\/sign-in\.ts$/,
  'the first toast (its viewport)': /app\/toast-viewport\.tsx$/,
};
