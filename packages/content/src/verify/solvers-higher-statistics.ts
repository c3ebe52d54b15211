/**
 * Verifier solvers for the GCSE Higher statistics constructs: each reads the stem (and the grouped
 * table as drawn) and works the answer out in its own exact arithmetic, apart from the generators.
 */

import type { Label } from '../test/svg-geometry.ts';
import { add, cmpQ, div, isInt, mul, ONE, parseQ, type Q, q, roundDp, sub, sum } from './exact.ts';
import { type Expect, number } from './expect.ts';
import { numbersIn } from './read.ts';
import type { Seen, Solver } from './solver.ts';
import { Unreadable } from './unreadable.ts';

function read(re: RegExp, text: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`cannot read "${text.slice(0, 60)}…" as ${re.source.slice(0, 40)}`);
  return m;
}

const Z = (n: number | string) => q(BigInt(n));
const oneDpUnlessWhole = (x: Q) => (isInt(x) ? x : roundDp(x, 1));
/** A probability: the same value, written as a fraction in its simplest form (or 0 or 1). */
const probability = (x: Q): Expect => number(x, { simplest: true });

/** The grouped table as drawn: each row's class "a < t ≤ b" and its frequency, checked against the alt text. */
function groupedRows(s: Seen): Array<{ lower: Q; upper: Q; freq: Q }> {
  const f = s.figure;
  if (!f) throw new Unreadable('cannot read a figure');
  const byRow = new Map<number, Label[]>();
  for (const l of f.labels) byRow.set(l.at[1], [...(byRow.get(l.at[1]) ?? []), l]);
  const rows = [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .slice(1)
    .map(([, ls]) => {
      const [cls, freq] = ls.sort((x, y) => x.at[0] - y.at[0]).map((l) => l.text);
      const m = read(/^(\d+) < t ≤ (\d+)$/, cls ?? '');
      return { lower: Z(m[1]!), upper: Z(m[2]!), freq: parseQ(read(/^\d+$/, freq ?? '')[0]) };
    });
  rows.forEach((r, i) => {
    if (cmpQ(r.lower, r.upper) >= 0 || (i > 0 && cmpQ(rows[i - 1]!.upper, r.lower) !== 0))
      throw new Unreadable('classes that follow on from each other');
  });
  const said = [
    ...(s.alt ?? '').matchAll(/[Mm]ore than (\d+) and at most (\d+)(?: minutes)?: frequency (\d+)/g),
  ].map((m) => m.slice(1).join(':'));
  const drawn = rows.map((r) => [r.lower, r.upper, r.freq].map((x) => x.n).join(':'));
  if (said.join() !== drawn.join()) throw new Unreadable("the text alternative's table as drawn");
  return rows;
}

/** The elements of a set written in LaTeX: \{1, 5, 9\}. */
function elements(latex: string, name: string): Set<bigint> {
  const m = read(new RegExp(`^${name} = \\\\\\{([\\d, ]+)\\\\\\}$`), latex);
  return new Set(m[1]!.split(',').map((x) => BigInt(x.trim())));
}

/** The pounds a price shows: "£2", "£0.50" or "50p". */
function pounds(text: string): Q {
  const p = /^(\d+)p$/.exec(text);
  return p ? q(BigInt(p[1]!), 100n) : parseQ(read(/^£(\d+(?:\.\d{2})?)$/, text)[1]!);
}

/** The most common value of a key among items, with the items that have it. */
function commonest<T>(items: readonly T[], key: (t: T) => number): T[] {
  const groups = new Map<number, T[]>();
  for (const t of items) groups.set(key(t), [...(groups.get(key(t)) ?? []), t]);
  return [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/** Numbered labels along one axis, checked to be evenly spaced for evenly spaced values (drawn to scale). */
function axisScale(labels: readonly Label[], along: 0 | 1): { at: (value: Q) => number; labels: Label[] } {
  const sorted = [...labels].sort((a, b) => a.at[along] - b.at[along]);
  if (sorted.length < 3) throw new Unreadable('an axis with its numbers');
  const [a, b] = [sorted[0]!, sorted[1]!];
  const [va, vb] = [Number(a.text), Number(b.text)];
  const perUnit = (b.at[along] - a.at[along]) / (vb - va);
  const at = (value: Q) => a.at[along] + (Number(value.n) / Number(value.d) - va) * perUnit;
  for (const l of sorted)
    if (Math.abs(at(parseQ(l.text)) - l.at[along]) > 0.5) throw new Unreadable('an axis drawn to scale');
  return { at, labels: sorted };
}

/** A histogram as drawn: each bar's class (from the numbers under its edges) and its height read against the gridlines. */
function histogramBars(s: Seen): Array<{ from: Q; to: Q; density: Q }> {
  const f = s.figure;
  if (!f) throw new Unreadable('cannot read a figure');
  const numbered = f.labels.filter((l) => /^\d+(\.\d+)?$/.test(l.text));
  const vertical = axisScale(
    commonest(numbered, (l) => l.at[0]),
    1,
  );
  const horizontal = axisScale(
    commonest(numbered, (l) => l.at[1]),
    0,
  );
  const near = (x: number, y: number) => Math.abs(x - y) < 0.5;
  return f.polygons.map((bar) => {
    const xs = bar.map((p) => p[0]);
    const [left, right, top] = [Math.min(...xs), Math.max(...xs), Math.min(...bar.map((p) => p[1]))];
    const edge = (x: number) => horizontal.labels.find((l) => near(l.at[0], x));
    const gridline = vertical.labels.find((l) => near(l.at[1], top));
    const [from, to] = [edge(left), edge(right)];
    if (!from || !to || !gridline) throw new Unreadable('bars whose edges and tops meet numbered lines');
    return { from: parseQ(from.text), to: parseQ(to.text), density: parseQ(gridline.text) };
  });
}

export const HIGHER_STATISTICS_SOLVERS: Readonly<Record<string, Solver>> = {
  'estimated-mean-grouped-data': (s) => {
    if (!/Work out an estimate of the mean time\./.test(s.stem)) throw new Unreadable('an estimated mean');
    const rows = groupedRows(s);
    const total = sum(rows.map((r) => r.freq));
    const fx = sum(rows.map((r) => mul(div(add(r.lower, r.upper), Z(2)), r.freq)));
    return number(oneDpUnlessWhole(div(fx, total)));
  },
  'frequency-density': (s) => {
    const cls = read(/^(\d+) < m \\le (\d+)$/, s.maths[1] ?? '');
    const m = read(/holds \$(\d+)\$ parcels\. What is the frequency density of this class\?$/, s.stem);
    const width = sub(Z(cls[2]!), Z(cls[1]!));
    if (width.n <= 0n) throw new Unreadable('a class of positive width');
    return number(div(Z(m[1]!), width));
  },
  'interquartile-range-of-data': (s) => {
    if (!/What is the interquartile range\?$/.test(s.stem)) throw new Unreadable('the interquartile range');
    const data = numbersIn(s.maths[0] ?? '').sort(cmpQ);
    // Quartiles at whole positions: the (n + 1)/4th and 3(n + 1)/4th values.
    if ((data.length + 1) % 4 !== 0) throw new Unreadable('n + 1 a multiple of 4');
    const k = (data.length + 1) / 4;
    return number(sub(data[3 * k - 1]!, data[k - 1]!));
  },
  'capture-recapture': (s) => {
    const m = read(
      /^An ecologist catches \$(\d+)\$ ([\w ]+) in an? ([\w ]+), marks them and releases them\. A week later she catches \$(\d+)\$ \2, and \$(\d+)\$ of them are marked\. Estimate the number of \2 in the \3\.$/,
      s.stem,
    );
    // The marked share of the second catch estimates the marked share of the population.
    return number(div(mul(Z(m[1]!), Z(m[4]!)), Z(m[5]!)));
  },
  'stratified-sample': (s) => {
    const m = read(
      /^A school has \$(\d+)\$ students in Year (\d+), \$(\d+)\$ in Year (\d+) and \$(\d+)\$ in Year (\d+)\. The head teacher takes a sample of \$(\d+)\$ students, stratified by year group\. How many Year (\d+) students should be in the sample\?$/,
      s.stem,
    );
    const groups = new Map([
      [m[2]!, Z(m[1]!)],
      [m[4]!, Z(m[3]!)],
      [m[6]!, Z(m[5]!)],
    ]);
    const mine = groups.get(m[8]!);
    if (!mine || groups.size !== 3) throw new Unreadable('the year group asked about');
    return number(mul(div(mine, sum([...groups.values()])), Z(m[7]!)));
  },
  'estimate-from-relative-frequency': (s) => {
    const m = read(
      /^A biased [\w -]+ is \w+ \$(\d+)\$ times and lands on ([\w ]+) \$(\d+)\$ times\. Use these results to estimate how many times it would land on \2 in \$(\d+)\$ \w+\.$/,
      s.stem,
    );
    return number(mul(div(Z(m[3]!), Z(m[1]!)), Z(m[4]!)));
  },
  'combined-mean-missing-group': (s) => {
    const m = read(
      /the \$(\d+)\$ students in (.+?) class scored a mean of \$(\d+)\$ marks\. The mean mark of all \$(\d+)\$ students in .* together was \$(\d+)\$\. Work out the mean mark of the students in (.+?) class\./,
      s.stem,
    );
    if (m[2] === m[6]) throw new Unreadable('the other class');
    if (!/Give your answer to 1 decimal place/.test(s.stem)) throw new Unreadable('how to round');
    const [n1, mean1, n, mean] = [Z(m[1]!), Z(m[3]!), Z(m[4]!), Z(m[5]!)];
    const otherTotal = sub(mul(n, mean), mul(n1, mean1));
    return number(oneDpUnlessWhole(div(otherTotal, sub(n, n1))));
  },
  'raffle-probability': (s) => {
    const m = read(
      /^Raffle tickets cost (£[\d.]+|\d+p) each, and the school raffle raised (£[\d.]+) from ticket sales\. (\w+) bought \$(\d+)\$ tickets\. One ticket is drawn at random for the first prize\. What is the probability that (\w+) (wins|does not win) the first prize\?$/,
      s.stem,
    );
    if (m[3] !== m[5]) throw new Unreadable('the same person');
    const tickets = div(pounds(m[2]!), pounds(m[1]!));
    if (!isInt(tickets)) throw new Unreadable('a whole number of tickets');
    const win = div(Z(m[4]!), tickets);
    return probability(m[6] === 'wins' ? win : sub(ONE, win));
  },
  'probability-with-set-notation': (s) => {
    const universe = read(/^\\xi = \\\{1, 2, 3, \\ldots, (\d+)\\\}$/, s.maths[0] ?? '');
    const size = BigInt(universe[1]!);
    const [a, b] = [elements(s.maths[1] ?? '', 'A'), elements(s.maths[2] ?? '', 'B')];
    for (const x of [...a, ...b]) if (x < 1n || x > size) throw new Unreadable('sets inside ξ');
    const union = new Set([...a, ...b]);
    const asked = read(/^P\((.*)\)$/, s.maths[4] ?? '')[1];
    const count =
      asked === 'A \\cup B'
        ? BigInt(union.size)
        : asked === "(A \\cup B)'"
          ? size - BigInt(union.size)
          : undefined;
    if (count === undefined) throw new Unreadable(`the event ${asked}`);
    return probability(q(count, size));
  },
  'conditional-probability-from-counts': (s) => {
    const m = read(
      /^There are \$(\d+)\$ students in a sports club\. \$(\d+)\$ of them play (\w+), \$(\d+)\$ play (\w+) and \$(\d+)\$ play both\. A student who plays (\w+) is chosen at random\. What is the probability that this student also plays (\w+)\?$/,
      s.stem,
    );
    const [total, first, second, both] = [m[1], m[2], m[4], m[6]].map((x) => Z(x!)) as [Q, Q, Q, Q];
    if (cmpQ(sub(add(first, second), both), total) > 0) throw new Unreadable('groups that fit in the club');
    const given = m[7] === m[3] ? first : m[7] === m[5] ? second : undefined;
    if (!given || m[7] === m[8] || ![m[3], m[5]].includes(m[8])) throw new Unreadable('the two sports');
    return probability(div(both, given));
  },
  'dependent-events-without-replacement': (s) => {
    const m = read(
      /^A bag contains \$(\d+)\$ (\w+) counters and \$(\d+)\$ (\w+) counters\. Two counters are taken at random without replacement\. What is the probability that both counters are (\w+)\?$/,
      s.stem,
    );
    const counts = new Map([
      [m[2]!, Number(m[1])],
      [m[4]!, Number(m[3])],
    ]);
    const a = counts.get(m[5]!);
    if (a === undefined) throw new Unreadable('the colour');
    const t = Number(m[1]) + Number(m[3]);
    // Count ordered pairs of different counters: a(a − 1) of the t(t − 1) are both that colour.
    return probability(q(a * (a - 1), t * (t - 1)));
  },
  'frequency-from-histogram': (s) => {
    const cls = read(/^(\d+) < m \\le (\d+)$/, s.maths[1] ?? '');
    if (!/How many parcels are in the class/.test(s.stem)) throw new Unreadable('a frequency');
    const bars = histogramBars(s);
    // The text alternative describes the same bars and scale as the figure draws.
    const said = [...(s.alt ?? '').matchAll(/from (\d+) to (\d+) kg, height (\d+(?:\.\d+)?)/g)];
    const drawn = bars.map((b) => [b.from, b.to, b.density].map((x) => `${x.n}/${x.d}`).join(' '));
    const spoken = said.map((m) =>
      [m[1]!, m[2]!, m[3]!].map((x) => `${parseQ(x).n}/${parseQ(x).d}`).join(' '),
    );
    if (spoken.join() !== drawn.join()) throw new Unreadable("the text alternative's bars as drawn");
    const bar = bars.find((b) => b.from.n === BigInt(cls[1]!) && b.to.n === BigInt(cls[2]!));
    if (!bar) throw new Unreadable(`a bar for the class ${cls[1]} to ${cls[2]}`);
    // The frequency is the bar's area: frequency density × class width.
    return number(mul(bar.density, sub(bar.to, bar.from)));
  },
  'interquartile-range-from-box-plot': (s) => {
    if (!/What is the interquartile range of the times\?$/.test(s.stem))
      throw new Unreadable('the interquartile range');
    const f = s.figure;
    if (!f) throw new Unreadable('cannot read a figure');
    const scale = axisScale(
      commonest(
        f.labels.filter((l) => /^\d+$/.test(l.text)),
        (l) => l.at[1],
      ),
      0,
    );
    const [first, second] = [scale.labels[0]!, scale.labels[1]!];
    const perUnit = (second.at[0] - first.at[0]) / (Number(second.text) - Number(first.text));
    // A point on the plot as a value on the scale: a whole number, read to within a tenth of a unit.
    const valueAt = (x: number) => {
      const v = Number(first.text) + (x - first.at[0]) / perUnit;
      if (Math.abs(v - Math.round(v)) > 0.1)
        throw new Unreadable('a box plot whose parts sit on whole numbers');
      return Math.round(v);
    };
    const box = f.polygons[0];
    if (!box || f.polygons.length !== 1) throw new Unreadable('one box');
    const [q1, q3] = [valueAt(Math.min(...box.map((p) => p[0]))), valueAt(Math.max(...box.map((p) => p[0])))];
    // Upright lines above the axis: the two whisker ends and the median inside the box.
    const upright = f.segments
      .filter((l) => l.a[0] === l.b[0] && Math.abs(l.a[1] - l.b[1]) > 20)
      .map((l) => valueAt(l.a[0]))
      .sort((a, b) => a - b);
    if (upright.length !== 3) throw new Unreadable('whisker ends and a median');
    const [low, median, high] = upright as [number, number, number];
    if (!(low < q1 && q1 < median && median < q3 && q3 < high)) throw new Unreadable('a box plot in order');
    const said = read(
      /lowest value (\d+), lower quartile (\d+), median (\d+), upper quartile (\d+), highest value (\d+)\./,
      s.alt ?? '',
    );
    if (said.slice(1).join() !== [low, q1, median, q3, high].join())
      throw new Unreadable("the text alternative's box plot as drawn");
    return number(Z(q3 - q1));
  },
  'probability-at-least-one': (s) => {
    const m = read(
      /is late is \$([\d.]+)\$\. Independently, the probability that .* is late is \$([\d.]+)\$\. What is the probability that at least one of them is late\?$/,
      s.stem,
    );
    const [a, b] = [parseQ(m[1]!), parseQ(m[2]!)];
    // P(A or B) = P(A) + P(B) − P(A and B), with P(A and B) = P(A)·P(B) for independent events.
    return number(sub(add(a, b), mul(a, b)));
  },
};
