import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script with no type declarations
import { missingOptionalPackages } from './lockfile-platforms.mjs';

describe('missingOptionalPackages', () => {
  it('names an optional dependency that has no lockfile entry', () => {
    const lock = {
      packages: {
        '': { devDependencies: { tool: '^1' } },
        'node_modules/tool': { optionalDependencies: { 'tool-linux': '1.0.0', 'tool-darwin': '1.0.0' } },
        'node_modules/tool-linux': { version: '1.0.0' },
      },
    };
    expect(missingOptionalPackages(lock)).toEqual(['node_modules/tool → tool-darwin@1.0.0']);
  });

  it('finds a nested entry, or one hoisted to an enclosing node_modules', () => {
    const lock = {
      packages: {
        'node_modules/a/node_modules/b': { optionalDependencies: { c: '1', d: '1' } },
        'node_modules/a/node_modules/c': { version: '1' },
        'node_modules/d': { version: '1' },
      },
    };
    expect(missingOptionalPackages(lock)).toEqual([]);
  });

  it('passes on the project lockfile', async () => {
    const { readFile } = await import('node:fs/promises');
    const lock = JSON.parse(await readFile(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(missingOptionalPackages(lock)).toEqual([]);
  });
});
