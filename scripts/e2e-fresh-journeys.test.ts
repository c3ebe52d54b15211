import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The journeys on the second server (a school's first day, `test.use({ baseURL: freshBaseUrl })`) run beside
 * the demo school's @alone journeys (e2e/playwright.config.ts, the `fresh` project), so the config knows them
 * by name: `*.fresh.e2e.ts`. A file on that server under another name would wait for the @alone journeys for
 * nothing; a `*.fresh.e2e.ts` on the demo server, or tagged @alone, would run beside journeys it disturbs.
 */
const root = path.resolve(import.meta.dirname, '..');
const ON_FRESH_SERVER = /test\.use\(\{\s*baseURL:\s*freshBaseUrl\s*\}\)/;
const FRESH_NAME = /\.fresh\.e2e\.ts$/;

/** Journey files (relative to the repository) whose name and server disagree. */
function misnamedJourneys(files: Array<{ file: string; source: string }>): string[] {
  return files
    .filter(({ file, source }) => {
      const fresh = FRESH_NAME.test(file);
      const onFresh = ON_FRESH_SERVER.test(source) || /freshBaseUrl/.test(source);
      return fresh ? !onFresh || /@alone/.test(source) : ON_FRESH_SERVER.test(source);
    })
    .map(({ file }) => file);
}

async function journeyFiles(): Promise<Array<{ file: string; source: string }>> {
  const entries = await readdir(path.join(root, 'e2e'));
  const files = entries.filter((f) => f.endsWith('.e2e.ts')).map((f) => `e2e/${f}`);
  return Promise.all(
    files.map(async (file) => ({ file, source: await readFile(path.join(root, file), 'utf8') })),
  );
}

describe('journeys on the fresh server', () => {
  it('are the files named *.fresh.e2e.ts, and none of them is @alone', async () => {
    const files = await journeyFiles();
    expect(files.filter((f) => FRESH_NAME.test(f.file)).length).toBeGreaterThan(5);
    expect(misnamedJourneys(files), 'name a journey on the fresh server *.fresh.e2e.ts').toEqual([]);
  });

  it('refuses a fresh-server journey under a plain name, and a fresh name on the demo server or @alone', () => {
    const onFresh = "test.use({ baseURL: freshBaseUrl });\ntest('x', async () => {});";
    const cases = [
      { file: 'e2e/a.e2e.ts', source: onFresh },
      { file: 'e2e/b.fresh.e2e.ts', source: "test('x', async () => {});" },
      { file: 'e2e/c.fresh.e2e.ts', source: `${onFresh}\ntest('y @alone', async () => {});` },
    ];
    const right = [
      { file: 'e2e/d.fresh.e2e.ts', source: onFresh },
      { file: 'e2e/e.e2e.ts', source: "test('x @alone', async () => {});" },
    ];
    expect(misnamedJourneys([...cases, ...right])).toEqual(cases.map((c) => c.file));
  });
});
