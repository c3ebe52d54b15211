/**
 * The ratio strand's solvers: each reads a question as the student sees it and works its answer out, exactly
 * (split from `solvers.ts`, which gathers every strand's).
 */

import type { Label } from '../test/svg-geometry.ts';
import { add, div, gcdInt, mul, neg, ONE, parseQ, pow, q, roundDp, sub } from './exact.ts';
import { inForm, number } from './expect.ts';
import { numbersIn } from './read.ts';
import type { Solver } from './solver.ts';
import {
  cm,
  fig,
  LENGTH,
  METRIC,
  METRIC_SYMBOL,
  match,
  money,
  nearest,
  need,
  percent,
  readRatio,
  to1dpIfNotWhole,
  Z,
} from './solver-helpers.ts';
import { Unreadable } from './unreadable.ts';

/** The ratio strand, by construct slug. */
export const RATIO_SOLVERS: Readonly<Record<string, Solver>> = {
  'simplify-ratio': (s) => {
    const [a, b] = need(readRatio(`$${s.maths[0]}$`), 'the ratio');
    return inForm(`${a}:${b} simplified`, (text) => {
      const r = readRatio(text);
      return r !== undefined && gcdInt(r[0], r[1]) === 1n && r[0] * b === r[1] * a;
    });
  },
  'share-in-ratio': (s) => {
    const m = match(
      /^(\w+) and (\w+) share £([\d,.]+) in the ratio \$(\d+) : (\d+)\$\. How much does (\w+) get\?$/,
      s.stem,
    );
    const who: number = m[6] === m[1] ? 4 : m[6] === m[2] ? 5 : need<number>(undefined, 'who');
    const total = parseQ(m[3]!.replaceAll(',', ''));
    if (s.figure && !s.figure.labels.some((l) => l.text === `£${m[3]}`))
      throw new Unreadable(`a bar model worth £${m[3]}, as the stem says`);
    return money(div(mul(total, Z(Number(m[who]))), Z(Number(m[4]) + Number(m[5]))));
  },
  'ratio-to-fraction': (s) => {
    const m = match(
      /ratio of (\w+) to (\w+) is \$(\d+) : (\d+)\$\. What fraction of the group are (\w+)\?/,
      s.stem,
    );
    const part = m[5] === m[1] ? m[3] : m[5] === m[2] ? m[4] : need(undefined, 'which part');
    return number(q(BigInt(part!), BigInt(m[3]!) + BigInt(m[4]!)), { simplest: true });
  },
  'ratio-from-one-part': (s) => {
    const m = match(
      /^(\w+) and (\w+) paint are mixed in the ratio \$(\d+) : (\d+)\$\. There are \$(\d+)\$ litres of (\w+) paint\. How many litres of (\w+ )?paint are there( altogether)?\?$/,
      s.stem,
    );
    const names = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
    const parts = [Z(Number(m[3])), Z(Number(m[4]))];
    const known = names.indexOf(m[6]!);
    if (known < 0) throw new Unreadable('the known colour');
    const one = div(Z(Number(m[5])), parts[known]!);
    if (m[8]) return number(mul(one, add(parts[0]!, parts[1]!)), { unit: 'litres' });
    const asked = names.indexOf((m[7] ?? '').trim());
    if (asked < 0) throw new Unreadable('the asked colour');
    return number(mul(one, parts[asked]!), { unit: 'litres' });
  },
  'unitary-method': (s) => {
    const m = match(/^\$(\d+)\$ (\w+) cost £([\d.]+)\. How much do \$(\d+)\$ (\w+) cost\?$/, s.stem);
    if (m[2] !== m[5]) throw new Unreadable('the same item');
    return money(mul(div(parseQ(m[3]!), Z(Number(m[1]))), Z(Number(m[4]))));
  },
  'inverse-proportion': (s) => {
    const m = match(
      /^It takes \$(\d+)\$ (\w+) \$(\d+)\$ days .* How long would it take \$(\d+)\$ (\w+) working at the same rate\?$/,
      s.stem,
    );
    return number(div(mul(Z(Number(m[1])), Z(Number(m[3]))), Z(Number(m[4]))), { unit: 'days' });
  },
  'percentage-increase-decrease': (s) => {
    const m = match(/^(Increase|Decrease) £([\d.]+) by \$([\d.]+)\\%\$\.$/, s.stem);
    const k = percent(parseQ(m[3]!));
    return money(mul(parseQ(m[2]!), m[1] === 'Increase' ? add(ONE, k) : sub(ONE, k)));
  },
  'percentage-change': (s) => {
    const m = match(/from £([\d.]+) to £([\d.]+)\. What is the percentage (increase|decrease)\?/, s.stem);
    const [a, b] = [parseQ(m[1]!), parseQ(m[2]!)];
    const change = mul(div(sub(b, a), a), Z(100));
    if (change.n > 0n !== (m[3] === 'increase')) throw new Unreadable('the direction of the change');
    return number(change.n < 0n ? neg(change) : change, { unit: '%' });
  },
  'reverse-percentages': (s) => {
    const m = match(
      /^After a \$([\d.]+)\\%\$ (increase|decrease), the price of a \w+ is £([\d.]+)\./,
      s.stem,
    );
    const k = percent(parseQ(m[1]!));
    return money(div(parseQ(m[3]!), m[2] === 'increase' ? add(ONE, k) : sub(ONE, k)));
  },
  'repeated-percentage-change': (s) => {
    const m = match(
      /costs £([\d.]+)\. Its price is (increased|reduced) by \$([\d.]+)\\%\$, and then the new price is (increased|reduced) by \$([\d.]+)\\%\$\./,
      s.stem,
    );
    const factor = (dir: string, p: string) =>
      dir === 'increased' ? add(ONE, percent(parseQ(p))) : sub(ONE, percent(parseQ(p)));
    return money(mul(mul(parseQ(m[1]!), factor(m[2]!, m[3]!)), factor(m[4]!, m[5]!)));
  },
  'compound-interest': (s) => {
    const m = match(
      /^£([\d.]+) is invested at \$([\d.]+)\\%\$ compound interest per year\. How much is in the account after \$(\d+)\$ years\? Give your answer to the nearest penny\.$/,
      s.stem,
    );
    return money(roundDp(mul(parseQ(m[1]!), pow(add(ONE, percent(parseQ(m[2]!))), Number(m[3]))), 2));
  },
  'speed-distance-time': (s) => {
    const m = match(
      /travels \$(\d+)\$ km in \$(\d+)\$ hours? \$(\d+)\$ minutes\. What is its average speed in km\/h\? Give your answer to 1 decimal place if it is not a whole number\./,
      s.stem,
    );
    const hours = add(Z(Number(m[2])), q(Number(m[3]), 60));
    return number(to1dpIfNotWhole(div(Z(Number(m[1])), hours)), { unit: 'km/h' });
  },
  'similar-shapes-lengths': (s) => {
    const f = fig(s);
    if (f.polygons.length !== 2) throw new Unreadable('two rectangles');
    // Each rectangle's width label sits below it and its height label to its right.
    const dims = f.polygons.map((r) => {
      const xs = r.map((p) => p[0]);
      const ys = r.map((p) => p[1]);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const w = nearest(f.labels, (l) => l.at, [(left + right) / 2, bottom + 16]);
      const h = nearest(f.labels, (l) => l.at, [right + 8, (top + bottom) / 2]);
      return { w, h };
    });
    const [small, large] = dims as [(typeof dims)[0], (typeof dims)[0]];
    const known = (a: Label, b: Label) => cm(a) !== undefined && cm(b) !== undefined;
    const wRatio = known(small.w, large.w) ? div(cm(large.w)!, cm(small.w)!) : undefined;
    const hRatio = known(small.h, large.h) ? div(cm(large.h)!, cm(small.h)!) : undefined;
    const k = need(wRatio ?? hRatio, 'a pair of matching sides');
    const xLabel = [small.w, small.h, large.w, large.h].find((l) => l.text === 'x');
    if (!xLabel) throw new Unreadable('the side x');
    const other =
      xLabel === large.h
        ? mul(cm(small.h)!, k)
        : xLabel === large.w
          ? mul(cm(small.w)!, k)
          : xLabel === small.h
            ? div(cm(large.h)!, k)
            : div(cm(large.w)!, k);
    return number(other, { unit: 'cm' });
  },
  'area-volume-scale-factors': (s) => {
    const m = match(
      /are \$([\d.]+)\$ times the lengths of the smaller shape\. The smaller shape has (area|volume) \$([\d.]+)\\text\{ cm\}\^\{(\d)\}\$\. What is the (area|volume) of the larger shape\?/,
      s.stem,
    );
    // A whole or decimal scale factor (1.5 since decision 0063), read exactly.
    const k = parseQ(m[1]!);
    const power = m[2] === 'area' ? 2 : 3;
    if (m[2] !== m[5] || Number(m[4]) !== power) throw new Unreadable('the same measure');
    return number(mul(parseQ(m[3]!), pow(k, power)), { unit: `cm^${power}` });
  },
  'metric-unit-conversion': (s) => {
    const m = match(/^Convert \$([\d.\\,]+)\$ (\w+) into (\w+)\.$/, s.stem);
    const [from, to] = [need(METRIC[m[2]!], m[2]!), need(METRIC[m[3]!], m[3]!)];
    return number(div(mul(numbersIn(m[1]!)[0]!, from), to), { unit: METRIC_SYMBOL[m[3]!]! });
  },
  'area-unit-conversion': (s) => {
    const m = match(
      /^Convert \$([\d.\\,]+)\\text\{ (\w+)\}\^\{2\}\$ into \$\\text\{(\w+)\}\^\{2\}\$\.$/,
      s.stem,
    );
    const k = div(need(LENGTH[m[2]!], m[2]!), need(LENGTH[m[3]!], m[3]!));
    return number(mul(numbersIn(m[1]!)[0]!, mul(k, k)), { unit: `${m[3]}^2` });
  },
  'hours-to-minutes': (s) => number(mul(s.nums[0]!, Z(60)), { unit: 'minutes' }),
};
