import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Registries that do not collide (issue 25 point 5, decision 0042): each resource declares its API paths
 * in its own `<resource>.paths.ts` beside its schemas, and each web feature declares its screens in its
 * own `routes.ts`, so two features added at once edit no shared list. These checks keep a central list
 * from growing back. (The web's link builders are checked by shared/routing/paths.test.ts.)
 */
const root = path.resolve(import.meta.dirname, '..');
const contract = path.join(root, 'packages/contract/src');
const routeTable = path.join(root, 'apps/web/src/app/route-table');

async function sources(dir: string): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(dir, name), 'utf8') })),
  );
}

const PATHS_OBJECT = /^export const (\w+Paths)\b/gm;

describe("the contract's API paths", () => {
  it('are declared only in <resource>.paths.ts files, one object each, beside the schemas of that resource', async () => {
    const files = await sources(contract);
    const names = new Set(files.map((file) => file.name));
    for (const { name, text } of files) {
      const declared = [...text.matchAll(PATHS_OBJECT)].map((match) => match[1]);
      if (!name.endsWith('.paths.ts')) {
        expect(declared, `${name} declares paths: move them to its own .paths.ts file`).toEqual([]);
        continue;
      }
      expect(declared, `${name} holds one resource's paths object`).toHaveLength(1);
      expect(names.has(name.replace('.paths.ts', '.ts')), `${name} sits beside its resource's schemas`).toBe(
        true,
      );
      // Strings only, so the server, the web app, e2e and bench can import it without its schemas.
      expect(text, `${name} imports nothing`).not.toMatch(/^import /m);
    }
  });
});

describe("the web's route table", () => {
  it("gathers the features' routes.ts and declares no feature's screen itself", async () => {
    for (const { name, text } of await sources(routeTable)) {
      expect(text, `${name}: declare the screen in its feature's routes.ts`).not.toMatch(/\blazyPage\(/);
      const featureModules = [...text.matchAll(/['"]((?:\.\.\/)+features\/[^'"]+)['"]/g)].map((m) => m[1]);
      for (const module of featureModules)
        expect(module, name).toMatch(/^(\.\.\/)+features\/[\w-]+\/routes\.ts$/);
    }
  });
});
