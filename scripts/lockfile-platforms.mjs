#!/usr/bin/env node
// `npm ci` refuses a lockfile that lacks any optional dependency, and `npm install` on one platform can write a
// lockfile without the other platforms' builds (Biome's, esbuild's…). This check fails the lint step when that
// happens, so the lockfile that lands always installs with `npm ci` on a fresh clone (decision 0010).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Each optional dependency in the lockfile that has no entry of its own: `parent → name@range`. */
export function missingOptionalPackages(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolvesFrom(packages, location, name)) missing.push(`${location || '(root)'} → ${name}@${range}`);
    }
  }
  return missing;
}

// Node's lookup: node_modules beside the package, then each enclosing node_modules up to the root.
function resolvesFrom(packages, location, name) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('node_modules/');
    base = cut <= 0 ? '' : base.slice(0, cut - 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lockPath = new URL('../package-lock.json', import.meta.url);
  const missing = missingOptionalPackages(JSON.parse(readFileSync(lockPath, 'utf8')));
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} optional package(s), so \`npm ci\` would fail:\n  ${missing.join('\n  ')}\n` +
        'Add each as an entry with its version, os, cpu (and libc) and optional: true (see docs/decisions/0011-npm-ci-lockfile.md).',
    );
    process.exit(1);
  }
}
