import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The structure rules of biome.json, each shown failing on a deliberate violation (and not firing on the
 * allowed neighbour), so a later edit of biome.json cannot quietly switch one off. The files are written to
 * a scratch tree with the project's own biome.json; Biome reads import paths as text, so nothing is built.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

const files: Record<string, string> = {
  // A feature importing another feature, from two depths, and the allowed import of shared/.
  'apps/web/src/features/fix/fix-link.ts': 'export const fixLink = 1;\n',
  'apps/web/src/features/plan/plan-page.ts':
    "import { fixLink } from '../fix/fix-link.ts';\nexport const page = fixLink;\n",
  'apps/web/src/features/plan/components/plan-list.ts':
    "import { fixLink } from '../../fix/fix-link.ts';\nimport { kit } from '../../../shared/ui/kit.ts';\nexport const list = fixLink + kit;\n",
  // shared/ importing a feature or app/.
  'apps/web/src/shared/ui/kit.ts': 'export const kit = 1;\n',
  'apps/web/src/shared/ui/uses-feature.ts':
    "import { fixLink } from '../../features/fix/fix-link.ts';\nexport const a = fixLink;\n",
  'apps/web/src/shared/ui/uses-app.ts':
    "import { routes } from '../../app/routes.ts';\nexport const b = routes;\n",
  'apps/web/src/app/routes.ts': 'export const routes = 1;\n',
  // A server module importing another module's repository or routes; its own repository and another's
  // service are allowed.
  'apps/server/src/modules/plan/plan.repository.ts': 'export const planRepository = 1;\n',
  'apps/server/src/modules/plan/plan.routes.ts': 'export const planRoutes = 1;\n',
  'apps/server/src/modules/plan/plan.service.ts':
    "import { planRepository } from './plan.repository.ts';\nexport const planService = planRepository;\n",
  'apps/server/src/modules/fix/fix.service.ts':
    "import { planRepository } from '../plan/plan.repository.ts';\nimport { planRoutes } from '../plan/plan.routes.ts';\nimport { planService } from '../plan/plan.service.ts';\nexport const fix = planRepository + planRoutes + planService;\n",
  // A repository importing a service or a policy.
  'apps/server/src/policies/school.ts': 'export const canUse = 1;\n',
  'apps/server/src/modules/fix/fix.repository.ts':
    "import { canUse } from '../../policies/school.ts';\nimport { fix } from './fix.service.ts';\nexport const fixRepository = canUse + fix;\n",
  // The two-way ties between rooms (issue 25): the lower room importing the higher one; the higher importing
  // the lower, and a test spanning rooms, are allowed.
  'apps/server/src/http/errors.ts': 'export const unauthorised = 1;\n',
  'apps/server/src/auth/authenticate.ts':
    "import { unauthorised } from '../http/errors.ts';\nexport const callerOf = unauthorised;\n",
  'apps/server/src/http/guard.ts':
    "import { callerOf } from '../auth/authenticate.ts';\nexport const guard = callerOf;\n",
  'apps/server/src/http/world.ts':
    "import { planService } from '../modules/plan/plan.service.ts';\nexport const world = planService;\n",
  'apps/server/src/http/guard.test.ts':
    "import { callerOf } from '../auth/authenticate.ts';\nexport const guardTest = callerOf;\n",
  'apps/server/src/school-access/school-access.service.ts':
    "import { canUse } from '../policies/school.ts';\nexport const access = canUse;\n",
  'apps/server/src/policies/uses-access.ts':
    "import { access } from '../school-access/school-access.service.ts';\nexport const rule = access;\n",
  'apps/server/src/seed/random.ts': 'export const seededRandom = 1;\n',
  'apps/server/src/simulator/simulate.ts':
    "import { seededRandom } from '../seed/random.ts';\nexport const simulate = seededRandom;\n",
  // A later override replaces an earlier one's patterns, so biome.json repeats both for the simulator's repository.
  'apps/server/src/simulator/simulator.repository.ts':
    "import { seededRandom } from '../seed/random.ts';\nexport const simulatorRepository = seededRandom;\n",
  'apps/server/src/seed/seed.ts':
    "import { simulate } from '../simulator/simulate.ts';\nexport const seed = simulate;\n",
  // A service holding the database (drizzle, the schema, the client) and one receiving its repository.
  'apps/server/src/db/schema.ts': 'export const notes = 1;\n',
  'apps/server/src/modules/note/note.repository.ts': 'export const noteRepository = 1;\n',
  'apps/server/src/modules/note/note.service.ts':
    "import { sql } from 'drizzle-orm';\nimport { notes } from '../../db/schema.ts';\nexport const noteService = [sql, notes];\n",
  'apps/server/src/modules/note/kept.service.ts':
    "import { noteRepository } from './note.repository.ts';\nexport const keptService = noteRepository;\n",
  // An import cycle.
  'apps/server/src/work/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
  'apps/server/src/work/cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;\n",
  // A file name that is not kebab-case.
  'apps/server/src/work/WorkStatus.ts': 'export const workStatus = 1;\n',
  // A non-null assertion under apps/ (packages/ may still use one).
  'apps/server/src/work/first.ts': 'export const first = (xs: number[]) => xs[0]!;\n',
  'packages/content/src/first.ts': 'export const first = (xs: number[]) => xs[0]!;\n',
};

interface Diagnostic {
  category: string;
  location: { path: string };
}
let found: Array<{ rule: string; file: string }> = [];
let scratch = '';

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'mathsight-lint-'));
  const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  await writeFile(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), text);
  }
  const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  const result = await run(
    process.execPath,
    [biome, 'lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', 'apps', 'packages'],
    { cwd: scratch },
  ).catch((error: { stdout: string }) => error);
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  found = report.diagnostics.map((d) => ({ rule: d.category.replace('lint/', ''), file: d.location.path }));
}, 60_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const rulesAt = (file: string) =>
  found
    .filter((d) => d.file === file)
    .map((d) => d.rule)
    .sort();

describe('biome.json holds the structure', () => {
  it('refuses a feature importing another feature, at any depth, but not shared/', () => {
    expect(rulesAt('apps/web/src/features/plan/plan-page.ts')).toEqual(['style/noRestrictedImports']);
    expect(rulesAt('apps/web/src/features/plan/components/plan-list.ts')).toEqual([
      'style/noRestrictedImports',
    ]);
  });

  it('refuses shared/ importing features/ or app/', () => {
    expect(rulesAt('apps/web/src/shared/ui/uses-feature.ts')).toEqual(['style/noRestrictedImports']);
    expect(rulesAt('apps/web/src/shared/ui/uses-app.ts')).toEqual(['style/noRestrictedImports']);
  });

  it("refuses a module importing another module's repository or routes, allows its service", () => {
    expect(rulesAt('apps/server/src/modules/fix/fix.service.ts')).toEqual([
      'style/noRestrictedImports',
      'style/noRestrictedImports',
    ]);
    expect(rulesAt('apps/server/src/modules/plan/plan.service.ts')).toEqual([]);
  });

  it('refuses a repository importing a service or a policy', () => {
    expect(rulesAt('apps/server/src/modules/fix/fix.repository.ts')).toEqual([
      'style/noRestrictedImports',
      'style/noRestrictedImports',
    ]);
  });

  it('refuses a two-way tie between rooms: the lower room never imports the higher', () => {
    expect(rulesAt('apps/server/src/http/guard.ts')).toEqual(['style/noRestrictedImports']);
    expect(rulesAt('apps/server/src/http/world.ts')).toEqual(['style/noRestrictedImports']);
    expect(rulesAt('apps/server/src/policies/uses-access.ts')).toEqual(['style/noRestrictedImports']);
    expect(rulesAt('apps/server/src/simulator/simulate.ts')).toEqual(['style/noRestrictedImports']);
    expect(rulesAt('apps/server/src/simulator/simulator.repository.ts')).toEqual([
      'style/noRestrictedImports',
    ]);
    for (const allowed of [
      'apps/server/src/auth/authenticate.ts',
      'apps/server/src/http/guard.test.ts',
      'apps/server/src/school-access/school-access.service.ts',
      'apps/server/src/seed/seed.ts',
    ])
      expect(rulesAt(allowed)).toEqual([]);
  });

  it('refuses a service importing the database, allows its repository', () => {
    expect(rulesAt('apps/server/src/modules/note/note.service.ts')).toEqual([
      'style/noRestrictedImports',
      'style/noRestrictedImports',
    ]);
    expect(rulesAt('apps/server/src/modules/note/kept.service.ts')).toEqual([]);
  });

  it('refuses an import cycle', () => {
    expect(rulesAt('apps/server/src/work/cycle-a.ts')).toEqual(['suspicious/noImportCycles']);
  });

  it('refuses a file name that is not kebab-case', () => {
    expect(rulesAt('apps/server/src/work/WorkStatus.ts')).toEqual(['style/useFilenamingConvention']);
  });

  it('refuses a non-null assertion under apps/ only', () => {
    expect(rulesAt('apps/server/src/work/first.ts')).toEqual(['style/noNonNullAssertion']);
    expect(rulesAt('packages/content/src/first.ts')).toEqual([]);
  });
});
