import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's test files share one module graph (vitest.config.ts: the `web` project runs with
 * isolate: false). A module mock replaces a module for the whole graph, so in a shared one it either
 * misses (the real module was loaded by an earlier file) or leaks into the next file. A file that mocks a
 * module, or starts the module graph over, is named `*.isolated.test.ts(x)` and runs in its own
 * (`web-isolated`).
 */
const root = path.resolve(import.meta.dirname, '..');
const WEB = 'apps/web/src';
const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;
const ISOLATED_NAME = /\.isolated\.test\.tsx?$/;

/** Web test files (relative to the repository) that change modules yet would share the module graph. */
function sharedFilesThatChangeModules(files: Array<{ file: string; source: string }>): string[] {
  return files
    .filter(({ file, source }) => NEEDS_OWN_MODULES.test(source) && !ISOLATED_NAME.test(file))
    .map(({ file }) => file);
}

async function webTestFiles(): Promise<Array<{ file: string; source: string }>> {
  const entries = await readdir(path.join(root, WEB), { recursive: true });
  const files = entries.filter((f) => /\.test\.tsx?$/.test(f)).map((f) => `${WEB}/${f}`);
  return Promise.all(
    files.map(async (file) => ({ file, source: await readFile(path.join(root, file), 'utf8') })),
  );
}

describe('web test isolation', () => {
  it('names every web test file that mocks a module *.isolated.test', async () => {
    expect(sharedFilesThatChangeModules(await webTestFiles()), 'rename it *.isolated.test.tsx').toEqual([]);
  });

  it('refuses vi.mock, vi.doMock and vi.resetModules in a shared file and allows them in an isolated one', () => {
    const mocking = ["vi.mock('./http-client.ts', () => ({}));", 'vi.doMock("x")', 'vi.resetModules();'];
    const shared = mocking.map((source, i) => ({ file: `${WEB}/features/a/b${i}.test.tsx`, source }));
    const isolated = mocking.map((source, i) => ({
      file: `${WEB}/features/a/c${i}.isolated.test.tsx`,
      source,
    }));
    const plain = { file: `${WEB}/features/a/d.test.tsx`, source: 'vi.fn(); vi.spyOn(window, "fetch");' };
    expect(sharedFilesThatChangeModules([...shared, ...isolated, plain])).toEqual(shared.map((f) => f.file));
  });
});
