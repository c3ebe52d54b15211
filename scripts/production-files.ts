import { readdir } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The files under `dir` (from the repository root) whose names match `source`, tests left out. */
export async function productionFiles(dir: string, source = /\.ts$/): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return productionFiles(file, source);
      return source.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    }),
  );
  return nested.flat();
}
