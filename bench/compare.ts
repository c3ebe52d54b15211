import { execFileSync, spawn } from 'node:child_process';
import { runBaselineBench, tableNumber, tableRows } from './lib/baseline-run.ts';
import { printTable } from './lib/table.ts';

/**
 * `npm run bench:compare -- <commit> [name …]`: the named benchmarks (default: auth, plan, answers,
 * insights, students, reports) of another commit and of this checkout, in one run on one machine:
 * the commit's own bench in a temporary worktree first, then this one's. Every figure of every table
 * is matched by its bench, table and row (the row's words), and printed before → after with the ratio;
 * a throughput that falls or a latency or size that grows by more than 10 % is marked WORSE. Run it on
 * an idle machine: the figures are only comparable with each other.
 */
const DEFAULT = ['auth', 'plan', 'answers', 'insights', 'students', 'reports'];
const TOLERANCE = 0.1;

/** Which way a column is better: by its header, as the benches name them. */
export function direction(header: string): 'higher' | 'lower' | null {
  if (/\/s\b|per second|throughput/i.test(header)) return 'higher';
  if (/^p\d+\b|\bms\b|latency|\bKB\b|bytes|gzip|size|seconds/i.test(header)) return 'lower';
  return null;
}

interface Figure {
  key: string;
  column: string;
  value: number;
}

/** Every figure of a bench run's printed tables, keyed by bench, table header and the row's words. */
export function figuresOf(output: string): Map<string, Figure> {
  const figures = new Map<string, Figure>();
  let bench = '';
  let header: string[] | null = null;
  for (const line of output.split('\n')) {
    const section = /^=== (.+) ===$/.exec(line.trim());
    if (section) {
      bench = section[1] ?? '';
      header = null;
      continue;
    }
    if (!line.startsWith('| ')) {
      header = null;
      continue;
    }
    if (line.startsWith('| -')) continue;
    const [cells = []] = tableRows(line);
    if (!header) {
      header = cells;
      continue;
    }
    const columns = header;
    const words = cells.filter((c, i) => columns[i] !== 'commit' && Number.isNaN(tableNumber(c)));
    for (const [i, cell] of cells.entries()) {
      const column = columns[i] ?? '';
      const value = tableNumber(cell);
      if (Number.isNaN(value) || direction(column) === null) continue;
      const key = `${bench} · ${words.join(' · ')} · ${column}`;
      figures.set(key, { key: `${bench} · ${words.join(' · ')}`, column, value });
    }
  }
  return figures;
}

/** The rows of the comparison: before, after, ratio and a verdict for each figure both runs printed. */
export function compareFigures(before: Map<string, Figure>, after: Map<string, Figure>) {
  const rows: Array<Array<string | number>> = [];
  let worse = 0;
  for (const [key, b] of before) {
    const a = after.get(key);
    if (!a) continue;
    const ratio = b.value === 0 ? Number.NaN : a.value / b.value;
    const better = direction(b.column);
    const change = better === 'higher' ? 1 - ratio : ratio - 1;
    const verdict = Number.isNaN(ratio)
      ? ''
      : change > TOLERANCE
        ? 'WORSE'
        : change < -TOLERANCE
          ? 'better'
          : 'same';
    if (verdict === 'WORSE') worse++;
    rows.push([b.key, b.column, b.value, a.value, Number.isNaN(ratio) ? '–' : ratio, verdict]);
  }
  return { rows, worse };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`bench exited with ${code}`))));
  });
}

async function main() {
  const [commit, ...rest] = process.argv.slice(2);
  if (!commit) throw new Error('usage: npm run bench:compare -- <commit> [name …]');
  const names = rest.length > 0 ? rest : DEFAULT;
  const here = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const env = { ...process.env, BENCH_BASELINE: '' };
  const before = await runBaselineBench(commit, names, env);
  const after = await run(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...names]);
  const { rows, worse } = compareFigures(figuresOf(before), figuresOf(after));
  console.log(`\n${commit} → ${here} (${names.join(', ')}), one run on this machine\n`);
  printTable(['bench · row', 'figure', commit, here, 'ratio', 'verdict'], rows);
  console.log(
    worse === 0
      ? `No figure worse by more than ${TOLERANCE * 100} %.`
      : `${worse} figure(s) worse by more than ${TOLERANCE * 100} %.`,
  );
}

if (process.argv[1]?.endsWith('compare.ts')) await main();
