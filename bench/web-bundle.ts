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
  dynamicImports?: string[];
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
  const entryKeys = closure(entryKey);
  // Who loads each lazy chunk: the route table (in the entry) loads the routes; a page, a layout or a
  // shared component loads the rest (a dialog, a chart, KaTeX) when it is needed, over itself.
  const openers = new Map<string, string[]>();
  for (const [key, c] of Object.entries(manifest)) {
    for (const dep of c.dynamicImports ?? []) openers.set(dep, [...(openers.get(dep) ?? []), key]);
  }
  const size = (keys: Iterable<string>) => [...keys].reduce((s, k) => s + gz(manifest[k]?.file ?? ''), 0);
  const rows = Object.entries(manifest)
    .filter(([, c]) => c.file.endsWith('.js') && (c.isEntry || c.isDynamicEntry))
    .map(([key, c]) => {
      const own = gz(c.file);
      const mine = [...closure(key)].filter((k) => !entryKeys.has(k) || c.isEntry);
      const total = size(mine);
      const from = (openers.get(key) ?? []).filter((k) => k !== entryKey);
      const kind: ChunkKind = c.isEntry ? 'entry' : from.length === 0 ? 'route' : 'part';
      // A part adds to its opener what the opener has not already loaded (the most, over its openers).
      const adds = Math.max(0, ...from.map((o) => size(mine.filter((k) => !closure(o).has(k)))));
      const library = c.src?.includes('node_modules/') ?? false;
      return { name: c.src ?? key, own, total, kind, adds, library, from };
    })
    .sort((a, b) => b.total - a.total);
  console.log(
    `Web build: JavaScript per lazy chunk, gzipped (KB); "with shared" adds the chunks it pulls in beyond the entry. Target: a route ≤ ${ROUTE_TARGET_KB} KB with shared; a part loaded on demand (a dialog, a chart, KaTeX) ≤ ${ROUTE_TARGET_KB} KB beyond what opens it\n`,
  );
  const overBy = (bytes: number) => {
    const over = bytes / 1024 - ROUTE_TARGET_KB;
    return over > 0 ? `OVER by ${over.toFixed(1)} KB` : 'within';
  };
  const verdict = (r: (typeof rows)[number]) => {
    if (r.kind === 'entry') return 'the entry (counted in /login below)';
    if (r.kind === 'route') return `route: ${overBy(r.total)}`;
    const opener = (r.from[0] ?? '').replace(/^.*\//, '');
    if (r.library) return `library on first use (from ${opener}), adds ${kb(r.adds)} KB`;
    return `part of ${opener}, adds ${kb(r.adds)} KB: ${overBy(r.adds)}`;
  };
  printTable(
    ['chunk', 'own KB', 'with shared KB', `verdict (≤ ${ROUTE_TARGET_KB} KB)`],
    rows.map((r) => [r.name, kb(r.own), kb(r.total), verdict(r)]),
  );
  const routes = rows.filter((r) => r.kind === 'route');
  const heaviest = routes[0];
  const overTarget = [
    ...routes.filter((r) => r.total / 1024 > ROUTE_TARGET_KB),
    ...rows.filter((r) => r.kind === 'part' && !r.library && r.adds / 1024 > ROUTE_TARGET_KB),
  ];
  if (heaviest) {
    console.log(
      `Heaviest route: ${heaviest.name}, ${kb(heaviest.total)} KB against ≤ ${ROUTE_TARGET_KB} KB: ${overBy(heaviest.total)}. ${overTarget.length} of ${routes.length} routes (and their parts) over the target${overTarget.length ? `: ${overTarget.map((r) => r.name.replace(/^.*\//, '')).join(', ')}` : ''}.\n`,
    );
  }

  const entryTotal = size(entryKeys);
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
    `The /login route loads ${kb(loginTotal)} KB of JavaScript gzipped (entry ${kb(entryTotal)} KB; route: ${loginKeys.join(', ')}); sent as brotli, ${kb(loginBrotli)} KB. Target ≤ ${LOGIN_TARGET_KB} KB: ${loginTotal / 1024 > LOGIN_TARGET_KB ? `OVER by ${(loginTotal / 1024 - LOGIN_TARGET_KB).toFixed(1)} KB` : 'within'}.\n`,
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

/** Issue 26 point 4: every route with what it alone pulls in beyond the entry; /login with the entry. */
const ROUTE_TARGET_KB = 120;
const LOGIN_TARGET_KB = 150;

/** A route (loaded by the route table), a part a chunk loads on demand, or the entry. */
type ChunkKind = 'entry' | 'route' | 'part';

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
