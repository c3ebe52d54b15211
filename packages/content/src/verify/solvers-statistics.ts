/**
 * The statistics strand's solvers: each reads a question as the student sees it and works its answer out, exactly
 * (split from `solvers.ts`, which gathers every strand's).
 */

import type { Pt } from '../test/svg-geometry.ts';
import { add, cmpQ, div, eq, mul, ONE, parseQ, q, show, sub, sum } from './exact.ts';
import { number } from './expect.ts';
import { numbersIn } from './read.ts';
import type { Solver } from './solver.ts';
import {
  degrees,
  direction,
  fig,
  match,
  nearest,
  need,
  tableRows,
  to1dpIfNotWhole,
  wholeDegrees,
  Z,
} from './solver-helpers.ts';
import { Unreadable } from './unreadable.ts';

/** The statistics strand, by construct slug. */
export const STATISTICS_SOLVERS: Readonly<Record<string, Solver>> = {
  'mean-of-data': (s) => {
    const data = numbersIn(need(s.maths[0], 'the data'));
    if (!/What is the mean\?/.test(s.stem)) throw new Unreadable('the mean');
    return number(to1dpIfNotWhole(div(sum(data), Z(data.length))));
  },
  'median-of-data': (s) => {
    const data = numbersIn(need(s.maths[0], 'the data')).sort(cmpQ);
    if (!/What is the median\?/.test(s.stem)) throw new Unreadable('the median');
    const n = data.length;
    return number(n % 2 ? data[(n - 1) / 2]! : div(add(data[n / 2 - 1]!, data[n / 2]!), Z(2)));
  },
  'range-of-data': (s) => {
    const data = numbersIn(need(s.maths[0], 'the data')).sort(cmpQ);
    if (!/What is the range\?/.test(s.stem)) throw new Unreadable('the range');
    return number(sub(data[data.length - 1]!, data[0]!));
  },
  'missing-value-from-mean': (s) => {
    const m = match(
      /^The mean of \$(\d+)\$ numbers is \$([\d.]+)\$\. (\w+) of them are \$([^$]+)\$\. What is the other number\?$/,
      s.stem,
    );
    const known = numbersIn(m[4]!);
    if (known.length !== Number(m[1]) - 1) throw new Unreadable('all but one of the numbers');
    return number(sub(mul(Z(Number(m[1])), parseQ(m[2]!)), sum(known)));
  },
  'mean-from-frequency-table': (s) => {
    const rows = tableRows(fig(s), s.alt).map(([v, f]) => [parseQ(v), parseQ(f)] as const);
    const total = sum(rows.map(([, f]) => f));
    return number(to1dpIfNotWhole(div(sum(rows.map(([v, f]) => mul(v, f))), total)));
  },
  'mode-from-frequency-table': (s) => {
    const rows = tableRows(fig(s), s.alt).map(([v, f]) => [parseQ(v), parseQ(f)] as const);
    const top = rows.reduce((b, r) => (cmpQ(r[1], b[1]) > 0 ? r : b));
    if (rows.filter((r) => eq(r[1], top[1])).length !== 1) throw new Unreadable('a single mode');
    return number(top[0]);
  },
  'bar-chart-comparison': (s) => {
    const f = fig(s);
    // "How many more chose X than Y" is X − Y; "how many fewer chose X than Y" is Y − X.
    const m = match(/How many (more|fewer) students chose (\w+) than (\w+)\?/, s.stem);
    const [larger, smaller] = m[1] === 'more' ? [m[2]!, m[3]!] : [m[3]!, m[2]!];
    const axis = f.labels.filter((l) => /^\d+$/.test(l.text)).sort((a, b) => b.at[1] - a.at[1]);
    const [a0, a1] = [axis[0]!, axis[axis.length - 1]!];
    const valueAt = (y: number) => {
      const v =
        Number(a0.text) + ((y - a0.at[1]) / (a1.at[1] - a0.at[1])) * (Number(a1.text) - Number(a0.text));
      if (Math.abs(v - Math.round(v)) > 0.05) throw new Unreadable('a bar ending on a whole number');
      return Math.round(v);
    };
    const bar = (name: string) => {
      const label = need(
        f.labels.find((l) => l.text === name),
        name,
      );
      const rect = nearest(
        f.polygons.filter((p) => p.length === 4),
        (p) => [(p[0]![0] + p[1]![0]) / 2, p[0]![1]],
        label.at,
      );
      return valueAt(Math.min(...rect.map((p) => p[1])));
    };
    const steps = /goes up in steps of (\d+), labelled every (\d+)\./.exec(s.alt ?? '');
    if (steps) {
      const grid = [...new Set(f.segments.filter((l) => l.a[1] === l.b[1]).map((l) => l.a[1]))].sort(
        (a, b) => b - a,
      );
      const every = axis[1] ? Number(axis[1].text) - Number(axis[0]!.text) : Number.NaN;
      if (
        grid.length < 2 ||
        valueAt(grid[1]!) - valueAt(grid[0]!) !== Number(steps[1]) ||
        every !== Number(steps[2])
      )
        throw new Unreadable("the text alternative's scale as drawn");
    }
    for (const said of (s.alt ?? '').matchAll(/(\w+): (\d+)/g))
      if (bar(said[1]!) !== Number(said[2]))
        throw new Unreadable(`the text alternative's ${said[1]} bar as drawn`);
    return number(Z(bar(larger) - bar(smaller)));
  },
  'pie-chart-angle': (s) => {
    const m = match(
      /^In a survey of \$(\d+)\$ people, \$(\d+)\$ chose (\w+)\. .* What angle should the (\w+) sector be\?$/,
      s.stem,
    );
    if (m[3] !== m[4]) throw new Unreadable('the same category');
    return number(div(mul(Z(Number(m[2])), Z(360)), Z(Number(m[1]))), { unit: '°' });
  },
  'pie-chart-reading': (s) => {
    const m = match(
      /^The pie chart shows how \$(\d+)\$ students travel to school\. How many students (?:travel by (\w+)|(walk))\?$/,
      s.stem,
    );
    const name = (m[2] ?? m[3])!.toLowerCase();
    const sectors = [
      ...need(s.svg, 'svg').matchAll(
        /<path d="M ([\d.]+) ([\d.]+) L ([\d.]+) ([\d.]+) A ([\d.]+) [\d.]+ 0 ([01]) ([01]) ([\d.]+) ([\d.]+) Z"/g,
      ),
    ].map((p) => {
      const c: Pt = [Number(p[1]), Number(p[2])];
      const [from, to] = [
        direction(c, [Number(p[3]), Number(p[4])]),
        direction(c, [Number(p[8]), Number(p[9])]),
      ];
      // sweep 1 = clockwise on screen = clockwise in maths terms too (y is flipped twice)
      const span = p[7] === '1' ? (((from - to) % 360) + 360) % 360 : (((to - from) % 360) + 360) % 360;
      return { c, from, span, sweep: p[7] === '1' };
    });
    const label = need(
      fig(s).labels.find((l) => l.text.toLowerCase() === name),
      `the ${name} sector's label`,
    );
    const sectorAt = (at: Pt) =>
      sectors.find((sec) => {
        const d = direction(sec.c, at);
        const off = sec.sweep ? (((sec.from - d) % 360) + 360) % 360 : (((d - sec.from) % 360) + 360) % 360;
        return off < sec.span;
      });
    const sector = need(sectorAt(label.at), `the ${name} sector`);
    const listed = /sectors ([^.]*)\./.exec(s.alt ?? '')?.[1] ?? '';
    for (const said of listed.matchAll(/(\w+) (\d+)°/g)) {
      const l = fig(s).labels.find((x) => x.text === said[1]);
      const sec = l && sectorAt(l.at);
      if (!sec || !eq(wholeDegrees(sec.span, said[1]!), Z(Number(said[2]))))
        throw new Unreadable(`the text alternative's ${said[1]} sector as drawn`);
    }
    const angle = wholeDegrees(sector.span, `the ${name} sector`);
    for (const l of fig(s).labels.filter((x) => degrees(x) !== undefined)) {
      const within = sectors.find((sec) => {
        const d = direction(sec.c, l.at);
        const off = sec.sweep ? (((sec.from - d) % 360) + 360) % 360 : (((d - sec.from) % 360) + 360) % 360;
        return off < sec.span;
      });
      if (!within || !eq(wholeDegrees(within.span, l.text), degrees(l)!))
        throw new Unreadable(`the label ${l.text} on a sector drawn at that angle`);
    }
    return number(div(mul(angle, Z(Number(m[1]))), Z(360)));
  },
  'single-event-probability': (s) => {
    const m = match(
      /^A bag contains \$(\d+)\$ (\w+), \$(\d+)\$ (\w+) and \$(\d+)\$ (\w+) counters\. One counter is taken at random\. What is the probability that it is (\w+)\?$/,
      s.stem,
    );
    const counts = [Number(m[1]), Number(m[3]), Number(m[5])];
    const i = [m[2], m[4], m[6]].indexOf(m[7]);
    if (i < 0) throw new Unreadable('the colour');
    return number(q(counts[i]!, counts[0]! + counts[1]! + counts[2]!), { simplest: true });
  },
  'probability-of-not-happening': (s) => {
    const m = match(
      /^The probability that .* is \$([\d.]+)\$\. What is the probability that this does not happen\?$/,
      s.stem,
    );
    return number(sub(ONE, parseQ(m[1]!)));
  },
  'expected-frequency': (s) => {
    const m = match(/is \$\\frac\{(\d+)\}\{(\d+)\}\$\. The spinner is spun \$(\d+)\$ times\./, s.stem);
    return number(mul(q(Number(m[1]), Number(m[2])), Z(Number(m[3]))));
  },
  'probabilities-sum-to-one': (s) => {
    const rows = tableRows(fig(s), s.alt);
    if (rows.filter(([, p]) => p === 'x').length !== 1) throw new Unreadable('one missing probability');
    return number(sub(ONE, sum(rows.filter(([, p]) => p !== 'x').map(([, p]) => parseQ(p)))));
  },
  'independent-events-tree': (s) => {
    const m = match(
      /is \$([\d.]+)\$\. Independently, the probability that .* is \$([\d.]+)\$\. What is the probability that .* and .*\?$/,
      s.stem,
    );
    const [a, b] = [parseQ(m[1]!), parseQ(m[2]!)];
    if (s.figure) {
      const shown = s.figure.labels
        .filter((l) => /^\d*\.?\d+$/.test(l.text))
        .map((l) => show(parseQ(l.text)));
      const stated = [a, sub(ONE, a), b, sub(ONE, b), b, sub(ONE, b)].map(show);
      if (shown.sort().join() !== stated.sort().join())
        throw new Unreadable('a tree with the probabilities the stem gives');
    }
    return number(mul(a, b));
  },
};
