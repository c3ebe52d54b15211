import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Where a baseline commit's installed node_modules wait between runs: one folder per commit. */
const CACHE = path.join(tmpdir(), 'mathsight-bench-baselines');

/** One row of a benchmark's printed table, as `| a | b | … |`: its cells, trimmed. */
export function tableRows(output: string): string[][] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| -'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** A number as printTable shows it (en-GB: "2,734.5"). */
export function tableNumber(cell: string | undefined): number {
  return Number((cell ?? '').replaceAll(',', ''));
}

function git(args: string[]) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

/** Every node_modules folder of a checkout (the root's and the workspaces'), relative to it. */
function nodeModulesFolders(dir: string): string[] {
  const found: string[] = [];
  if (existsSync(path.join(dir, 'node_modules'))) found.push('node_modules');
  for (const parent of ['apps', 'packages', 'e2e']) {
    const at = path.join(dir, parent);
    if (!existsSync(at)) continue;
    if (parent === 'e2e') {
      if (existsSync(path.join(at, 'node_modules'))) found.push('e2e/node_modules');
      continue;
    }
    for (const name of readdirSync(at)) {
      if (existsSync(path.join(at, name, 'node_modules'))) found.push(`${parent}/${name}/node_modules`);
    }
  }
  return found;
}

/** Moves `folders` (relative paths) from one checkout to another (same file system: renames). */
function moveFolders(folders: string[], from: string, to: string) {
  for (const f of folders) {
    mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
    renameSync(path.join(from, f), path.join(to, f));
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** A baseline commit checked out beside this one, ready to run its own benches as often as asked. */
export interface Baseline {
  /** Runs `node --import tsx bench/run.ts <names>` in the baseline and answers what it printed. */
  run(env: NodeJS.ProcessEnv): Promise<string>;
  /** Puts its node_modules back in the cache and removes the worktree. */
  close(): void;
}

/**
 * Another commit in a temporary git worktree in the OS temp folder, with its dependencies installed:
 * its `npm ci` runs once per commit, the installed node_modules kept in CACHE between runs and moved
 * into the next worktree of the same commit. Its benches run with the same Node binary as this process.
 */
export async function openBaseline(commit: string, names: string | string[]): Promise<Baseline> {
  const sha = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  const dir = mkdtempSync(path.join(tmpdir(), `mathsight-baseline-${sha.slice(0, 10)}-`));
  const cached = path.join(CACHE, sha);
  const complete = path.join(cached, '.complete');
  const list = typeof names === 'string' ? [names] : names;
  git(['worktree', 'add', '--detach', dir, sha]);
  let installed: string[] = [];
  const close = () => {
    try {
      mkdirSync(cached, { recursive: true });
      moveFolders(installed, dir, cached);
      writeFileSync(complete, `${new Date().toISOString()}\n`);
    } catch {
      // The cache is lost; the next run installs again.
    }
    git(['worktree', 'remove', '--force', dir]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (existsSync(complete)) {
      rmSync(complete);
      installed = nodeModulesFolders(cached);
      moveFolders(installed, cached, dir);
      console.log(`baseline ${sha.slice(0, 10)}: node_modules from the cache (${cached})`);
    } else {
      rmSync(cached, { recursive: true, force: true });
      console.log(`baseline ${sha.slice(0, 10)}: npm ci in ${dir} (once per commit; cached in ${CACHE})`);
      await run('npm', ['ci', '--no-audit', '--no-fund'], dir, process.env);
      installed = nodeModulesFolders(dir);
    }
    // The web bench reads the built app: build the old commit's first when it is asked for.
    if (list.includes('web')) await run('npm', ['run', 'build'], dir, process.env);
  } catch (error) {
    close();
    throw error;
  }
  return {
    run: (env) => run(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...list], dir, env),
    close,
  };
}

/** Runs another commit's own benchmarks once (openBaseline, one run, closed) and answers what it printed. */
export async function runBaselineBench(
  commit: string,
  names: string | string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const baseline = await openBaseline(commit, names);
  try {
    return await baseline.run(env);
  } finally {
    baseline.close();
  }
}
