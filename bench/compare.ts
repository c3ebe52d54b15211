import { execFileSync, spawn } from 'node:child_process';
import { openBaseline, tableNumber, tableRows } from './lib/baseline-run.ts';
import { printTable } from './lib/table.ts';

/**
 * `npm run bench:compare -- <commit> [name …] [--rounds N]`: the named benchmarks (default: auth, plan,
 * answers, insights, students, reports) of another commit and of this checkout, on one machine, in N
 * interleaved rounds (default 2) in the order before, after, after, before, before, … so that a machine
 * that slows or speeds up during the run weighs on both sides alike. Every figure of every table is
 * matched by its bench, table and row (the row's words); each side's figure is the median of its rounds,
 * printed before → after with the ratio and the spread of each side's rounds. A throughput that falls or
 * a latency or size that grows by more than 10 % (medians) is marked WORSE. Run it on an idle machine.
 */
const DEFAULT = ['auth', 'plan', 'answers', 'insights', 'students', 'reports'];
const TOLERANCE = 0.1;

/** Which way a column is better: by its header, as the benches name them. */
export function direction(header: string): 'higher' | 'lower' | null {
  if (/\/s\b|per second|throughput/i.test(header)) return 'higher';
  if (/\bp\d+\b|\bms\b|latency|\bKB\b|bytes|gzip|size|seconds/i.test(header)) return 'lower';
  return null;
}

interface Figure {
  key: string;
  column: string;
  value: number;
  /** Across rounds: (largest − smallest) ÷ median of this side's runs; 0 for one run. */
  spread?: number;
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** One side's figures over several runs: each figure's median, and how far its runs spread. */
export function medianFigures(runs: Array<Map<string, Figure>>): Map<string, Figure> {
  const values = new Map<string, { figure: Figure; values: number[] }>();
  for (const run of runs) {
    for (const [id, figure] of run) {
      const entry = values.get(id) ?? { figure, values: [] };
      entry.values.push(figure.value);
      values.set(id, entry);
    }
  }
  const medians = new Map<string, Figure>();
  for (const [id, { figure, values: vs }] of values) {
    const value = median(vs);
    const spread = value === 0 ? 0 : (Math.max(...vs) - Math.min(...vs)) / value;
    medians.set(id, { ...figure, value, spread });
  }
  return medians;
}

/** Which side runs first in round `i` (0-based): before, after, after, before, before, after, … */
export function firstInRound(i: number): 'before' | 'after' {
  return i % 2 === 0 ? 'before' : 'after';
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
    rows.push([
      b.key,
      b.column,
      b.value,
      a.value,
      Number.isNaN(ratio) ? '–' : ratio,
      verdict,
      spreadText(b.spread, a.spread),
    ]);
  }
  return { rows, worse };
}

/** "±a % / ±b %": half of each side's spread across rounds, or empty for a single run. */
function spreadText(before: number | undefined, after: number | undefined): string {
  if (!before && !after) return '';
  const pct = (x = 0) => `±${Math.round((x / 2) * 100)} %`;
  return `${pct(before)} / ${pct(after)}`;
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
  const args = process.argv.slice(2);
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 2;
  const [commit, ...rest] = args;
  if (!commit || !(rounds >= 1))
    throw new Error('usage: npm run bench:compare -- <commit> [name …] [--rounds N]');
  const names = rest.length > 0 ? rest : DEFAULT;
  const here = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const env = { ...process.env, BENCH_BASELINE: '' };
  const baseline = await openBaseline(commit, names);
  const before: Array<Map<string, Figure>> = [];
  const after: Array<Map<string, Figure>> = [];
  const runBefore = async () => before.push(figuresOf(await baseline.run(env)));
  const runAfter = async () =>
    after.push(figuresOf(await run(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...names])));
  try {
    for (let i = 0; i < rounds; i++) {
      console.log(`\n##### round ${i + 1} of ${rounds}: ${firstInRound(i)} first #####\n`);
      if (firstInRound(i) === 'before') {
        await runBefore();
        await runAfter();
      } else {
        await runAfter();
        await runBefore();
      }
    }
  } finally {
    baseline.close();
  }
  const { rows, worse } = compareFigures(medianFigures(before), medianFigures(after));
  console.log(
    `\n${commit} → ${here} (${names.join(', ')}), ${rounds} interleaved round(s) on this machine, medians\n`,
  );
  printTable(['bench · row', 'figure', commit, here, 'ratio', 'verdict', 'spread of rounds'], rows);
  console.log(
    worse === 0
      ? `No figure worse by more than ${TOLERANCE * 100} %.`
      : `${worse} figure(s) worse by more than ${TOLERANCE * 100} %.`,
  );
}

if (process.argv[1]?.endsWith('compare.ts')) await main();
