import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app is built one way (issue 25 point 1, decision 0027): a service is constructed by its module's
 * registration (`*.module.ts`), or by shared-context.ts for the few that every module shares; the server,
 * jobs, CLIs, test worlds and the simulator all get theirs from those (app.ts, jobs/job-services.ts). A
 * test may construct a service of its own folder (the test of that service itself). Biome's import rules
 * cannot see `new`, so this reads the sources, as file-sizes.test.ts does.
 */
const root = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src';
/** Builds what modules share (configuration, sign-in, school access, mail): no module owns those services. */
const SHARED_BUILDERS = new Set([`${SERVER}/shared-context.ts`]);

/** Each `new XService(` in the file that is not built the one way, as `file: new XService(`. */
function handBuiltServices(file: string, text: string): string[] {
  if (file.endsWith('.module.ts') || SHARED_BUILDERS.has(file)) return [];
  const isTest = /\.test\.tsx?$/.test(file);
  const found: string[] = [];
  for (const [, name] of text.matchAll(/\bnew\s+([A-Z]\w*Service)\s*[<(]/g)) {
    const ownFolder = new RegExp(
      `import\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'\\./[^'/]+'`,
    );
    if (isTest && ownFolder.test(text)) continue;
    found.push(`${file}: new ${name}(`);
  }
  return found;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
      return /\.tsx?$/.test(entry.name) ? [file] : [];
    }),
  );
  return nested.flat();
}

describe('services are constructed only by their module (or the shared context)', () => {
  it(`holds in ${SERVER}`, async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(SERVER))
      found.push(...handBuiltServices(file, await readFile(path.join(root, file), 'utf8')));
    expect(found, 'get the service from buildJobServices or buildApp (decision 0027)').toEqual([]);
  });

  it('bites on a deliberate violation, and not on the allowed neighbours', () => {
    const byHand = [
      "import { AssignmentsService } from '../modules/assignments/assignments.service.ts';",
      'const assignments = new AssignmentsService(repo, access, { now });',
    ].join('\n');
    expect(handBuiltServices(`${SERVER}/simulator/simulate.ts`, byHand)).toEqual([
      `${SERVER}/simulator/simulate.ts: new AssignmentsService(`,
    ]);
    // A test of another folder's service gets it as the app does.
    expect(handBuiltServices(`${SERVER}/simulator/simulate.api.test.ts`, byHand)).toHaveLength(1);
    // Its module builds it; the test of the service itself may.
    expect(handBuiltServices(`${SERVER}/modules/assignments/assignments.module.ts`, byHand)).toEqual([]);
    const ownTest = [
      'import {',
      '  AssignmentsService,',
      "} from './assignments.service.ts';",
      'const assignments = new AssignmentsService(repo, access);',
    ].join('\n');
    expect(handBuiltServices(`${SERVER}/modules/assignments/assignments.api.test.ts`, ownTest)).toEqual([]);
    expect(handBuiltServices(`${SERVER}/shared-context.ts`, 'new MailService(repo, config)')).toEqual([]);
  });
});
