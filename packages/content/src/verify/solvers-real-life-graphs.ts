/**
 * Verifier solvers for real-life graphs (GCSE A14, R14): a distance–time graph read as drawn. The
 * plotted corners come from the line against its two numbered axes (checked against the text
 * alternative), the stage from the times in the stem; the speed is change in distance ÷ change in
 * time, in exact fractions, without calling the content's generators.
 */

import { add, div, mul, type Q, q, sub } from './exact.ts';
import { number } from './expect.ts';
import type { Seen, Solver } from './solver.ts';
import { axis } from './solvers-figures-higher.ts';
import { Unreadable } from './unreadable.ts';

const Z = (n: number | string) => q(BigInt(n));

/** The corners of a graph as (across, up) from its one drawn line and its two numbered axes. */
export function drawnCorners(s: Seen): Array<[Q, Q]> {
  const f = s.figure;
  if (f?.polylines.length !== 1) throw new Unreadable('one plotted line');
  const numbers = f.labels.filter((l) => /^\d+$/.test(l.text));
  const base = Math.max(...numbers.map((l) => l.at[1]));
  const across = axis(
    numbers.filter((l) => l.at[1] === base),
    0,
  );
  const up = axis(
    numbers.filter((l) => l.at[1] !== base),
    1,
  );
  return f.polylines[0]!.map(([x, y]) => [across(x), up(y)] as [Q, Q]);
}

/** The distance–time graph's corners as (minutes, km), agreeing with the alt text. */
function journeyCorners(s: Seen): Array<[Q, Q]> {
  const corners = drawnCorners(s);
  const said = [...(s.alt ?? '').matchAll(/(\d+) km at (\d+) minutes/g)].map((m) => `${m[2]}:${m[1]}`);
  if (said.join() !== corners.map(([t, d]) => `${t.n}:${d.n}`).join())
    throw new Unreadable('the text alternative giving the plotted points');
  return corners;
}

/**
 * A velocity–time graph: an acceleration is the gradient between the stem's times; a distance is the
 * area under the line, a trapezium for each stretch between corners. The corners must be the ones the
 * text alternative gives.
 */
const velocityTime: Solver = (s) => {
  const corners = drawnCorners(s);
  const said = [...(s.alt ?? '').matchAll(/(\d+) m\/s at (\d+) seconds/g)].map((m) => `${m[2]}:${m[1]}`);
  if (said.join() !== corners.map(([t, v]) => `${t.n}:${v.n}`).join())
    throw new Unreadable('the text alternative giving the plotted points');
  if (/total distance travelled/.test(s.stem)) {
    let area = Z(0);
    for (let i = 1; i < corners.length; i++) {
      const [[t0, v0], [t1, v1]] = [corners[i - 1]!, corners[i]!];
      area = add(area, div(mul(add(v0, v1), sub(t1, t0)), Z(2)));
    }
    return number(area, { unit: 'm' });
  }
  const m = /acceleration between \$(\d+)\$ and \$(\d+)\$ seconds/.exec(s.stem);
  if (!m) throw new Unreadable('the stage asked');
  const at = (t: string) => {
    const c = corners.find(([x]) => x.n === BigInt(t) && x.d === 1n);
    if (!c) throw new Unreadable(`a corner at ${t} seconds`);
    return c;
  };
  const [[t0, v0], [t1, v1]] = [at(m[1]!), at(m[2]!)];
  return number(div(sub(v1, v0), sub(t1, t0)), { unit: 'm/s^2' });
};

/** Speed in km/h between two corners: distance ÷ (minutes ÷ 60). */
const speed = ([t0, d0]: [Q, Q], [t1, d1]: [Q, Q]) => div(mul(sub(d1, d0), Z(60)), sub(t1, t0));

const distanceTime: Solver = (s) => {
  const corners = journeyCorners(s);
  if (/average speed .* for the whole journey/.test(s.stem))
    return number(speed(corners[0]!, corners[corners.length - 1]!), { unit: 'km/h' });
  const m = /between \$(\d+)\$ minutes and \$(\d+)\$ minutes/.exec(s.stem);
  if (!m) throw new Unreadable('the stage asked');
  const at = (t: string) => {
    const c = corners.find(([x]) => x.n === BigInt(t) && x.d === 1n);
    if (!c) throw new Unreadable(`a corner at ${t} minutes`);
    return c;
  };
  return number(speed(at(m[1]!), at(m[2]!)), { unit: 'km/h' });
};

/** Titles of the conversion graph's axes, by the unit word a stem uses for them. */
const UNIT_WORDS: Record<string, string> = {
  euros: 'Euros (€)',
  dollars: 'US dollars',
  pounds: 'Pounds (£)',
  miles: 'Miles',
  km: 'Kilometres',
  kilometres: 'Kilometres',
  inches: 'Inches',
  cm: 'Centimetres',
  centimetres: 'Centimetres',
};

/**
 * A conversion graph: the drawn line's far corner gives the rate (it starts at the origin), the axis
 * titled with the unit asked for says which way to convert.
 */
const conversion: Solver = (s) => {
  const f = s.figure;
  const corners = drawnCorners(s);
  if (corners.length !== 2) throw new Unreadable('one straight line');
  const [[x0, y0], [x1, y1]] = [corners[0]!, corners[1]!];
  if (x0.n !== 0n || y0.n !== 0n) throw new Unreadable('a line through the origin');
  const m = /convert £?\$(\d+)\$(?: \w+)? to (\w+)\.$/.exec(s.stem);
  if (!m) throw new Unreadable('the conversion asked');
  const title = f!.labels.find((l) => l.text === UNIT_WORDS[m[2]!]);
  if (!title) throw new Unreadable('the axis of the unit asked');
  // The title up the side is the rotated one, written near the left edge.
  const toUp = title.at[0] < 30;
  const value = Z(m[1]!);
  const unit = m[2] === 'pounds' ? '£' : m[2] === 'kilometres' ? 'km' : m[2] === 'centimetres' ? 'cm' : m[2];
  return number(toUp ? div(mul(value, y1), x1) : div(mul(value, x1), y1), { unit });
};

export const REAL_LIFE_GRAPH_SOLVERS: Readonly<Record<string, Solver>> = {
  'speed-from-distance-time-graph': distanceTime,
  'average-speed-from-distance-time-graph': distanceTime,
  'read-a-conversion-graph': conversion,
  'acceleration-from-velocity-time-graph': velocityTime,
  'distance-from-velocity-time-graph': velocityTime,
};
