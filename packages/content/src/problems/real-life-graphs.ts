/**
 * Real-life graphs drawn to scale (GCSE A14, R10, R14): a journey's distance–time graph, from which a
 * stage's speed (the gradient) or the average speed of the whole journey is worked out, and a
 * conversion graph (a straight line through the origin) read in either direction.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import { lineGraph } from '../line-graph.ts';
import type { RangeTable } from '../range.ts';
import { add, div, mul, type Rat, rat } from '../rational.ts';

export type JourneyContext = 'cyclist' | 'runner' | 'walker';

export type RealLifeGraphProblem =
  /**
   * A journey out from home in stages, each `[minutes, km]` (a stop travels 0 km), drawn as a
   * distance–time graph. Asked: the speed of stage `ask`, or the average speed of the whole journey.
   */
  | {
      kind: 'distance-time';
      context: JourneyContext;
      stages: Array<[number, number]>;
      ask: number | 'average';
    }
  /**
   * A conversion graph between two units: the straight line from (0, 0) through every `per` units
   * across giving `gives` units up. `value` (on the axis `from`) is converted to the other unit.
   */
  | {
      kind: 'conversion-graph';
      context: ConversionContext;
      value: number;
      from: 'across' | 'up';
    }
  | VelocityTimeProblem;

/**
 * A velocity–time graph (GCSE A15): from `start` m/s, each stage `[seconds, velocity at its end]` is a
 * straight line. Asked: the acceleration in stage `ask`, or the distance travelled in the whole time.
 */
export interface VelocityTimeProblem {
  kind: 'velocity-time';
  context: MotionContext;
  start: number;
  stages: Array<[number, number]>;
  ask: number | 'distance';
}

export type MotionContext = 'car' | 'train' | 'cyclist';

export type ConversionContext = 'euros' | 'dollars' | 'kilometres' | 'centimetres';

/** One axis of a conversion graph: its unit, its length, its numbered and its grid spacing. */
interface ConversionAxis {
  unit: string;
  /** The unit in a stem, "$35$ miles", and in an option, "\\text{ miles}". */
  words: (n: number) => string;
  answer: (n: Rat | number) => Answer;
  top: number;
  numbered: number;
  grid: number;
}

/** Each conversion: its axes, and the exchange rate drawn (`per` across gives `gives` up). */
export const CONVERSIONS: Record<
  ConversionContext,
  { across: ConversionAxis; up: ConversionAxis; per: number; gives: number; about: string }
> = {
  euros: {
    about: 'pounds (£) and euros (€)',
    across: unitAxis('Pounds (£)', 'pounds', 50, 10, 5, true),
    up: unitAxis('Euros (€)', 'euros', 60, 10, 2),
    per: 5,
    gives: 6,
  },
  dollars: {
    about: 'pounds (£) and US dollars',
    across: unitAxis('Pounds (£)', 'pounds', 80, 20, 4, true),
    up: unitAxis('US dollars', 'dollars', 100, 20, 5),
    per: 4,
    gives: 5,
  },
  kilometres: {
    about: 'miles and kilometres',
    across: unitAxis('Miles', 'miles', 50, 10, 5),
    up: unitAxis('Kilometres', 'km', 80, 20, 4),
    per: 5,
    gives: 8,
  },
  centimetres: {
    about: 'inches and centimetres',
    across: unitAxis('Inches', 'inches', 20, 4, 2),
    up: unitAxis('Centimetres', 'cm', 50, 10, 5),
    per: 2,
    gives: 5,
  },
};

function unitAxis(
  unit: string,
  word: string,
  top: number,
  numbered: number,
  grid: number,
  pounds = false,
): ConversionAxis {
  return {
    unit,
    words: (n) => (pounds ? `£$${n}$` : `$${n}$ ${word}`),
    answer: (n) => numberAnswer(n, pounds ? { money: true } : { unit: `\\text{ ${word}}` }),
    top,
    numbered,
    grid,
  };
}

/** The graph's axes for a conversion asked from `from`: the axis read from first, then the one read off. */
export function conversionAxes(p: { context: ConversionContext; from: 'across' | 'up' }) {
  const c = CONVERSIONS[p.context];
  return p.from === 'across'
    ? { given: c.across, read: c.up, rate: div(c.gives, c.per) }
    : { given: c.up, read: c.across, rate: div(c.per, c.gives) };
}

const JOURNEY_WORDS: Record<JourneyContext, { who: string; trip: string }> = {
  cyclist: { who: 'the cyclist', trip: 'a cyclist’s journey from home to a campsite' },
  runner: { who: 'the runner', trip: 'a runner’s training run from home' },
  walker: { who: 'the walker', trip: 'a walker’s journey from a car park to a hilltop' },
};

/** The graph's corners: (time in minutes, distance in km) at the start and at the end of each stage. */
export function journeyPoints(stages: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const points: Array<[number, number]> = [[0, 0]];
  for (const [t, d] of stages) {
    const [t0, d0] = points[points.length - 1]!;
    points.push([t0 + t, d0 + d]);
  }
  return points;
}

/** The velocity–time graph's corners: (seconds, m/s). */
export function motionPoints(p: { start: number; stages: ReadonlyArray<readonly [number, number]> }) {
  const points: Array<[number, number]> = [[0, p.start]];
  for (const [t, v] of p.stages) points.push([points[points.length - 1]![0] + t, v]);
  return points;
}

/** The area under the graph: a trapezium for each stage, ½ × (v₀ + v₁) × t. */
export function areaUnder(p: { start: number; stages: ReadonlyArray<readonly [number, number]> }): Rat {
  const points = motionPoints(p);
  return points
    .slice(1)
    .reduce((s, [t, v], i) => add(s, div((points[i]![1] + v) * (t - points[i]![0]), 2)), rat(0));
}

const MOTION_WORDS: Record<MotionContext, string> = { car: 'a car', train: 'a train', cyclist: 'a cyclist' };

/** A speed in km/h, as the options write it. */
export function kmPerHour(value: Rat | number): Answer {
  return numberAnswer(value, { unit: '\\text{ km/h}' });
}

/** The speed in km/h of `km` covered in `minutes`. */
export const speedOf = (km: number, minutes: number): Rat => div(km * 60, minutes);

/** A unit's name inside a sentence: "Miles" as "miles", "US dollars" as it is. */
const lower = (unit: string) => (unit.startsWith('US') ? unit : unit.toLowerCase());

/** A time in minutes as the stem says it, "$45$ minutes". */
const minutesWords = (m: number) => `$${m}$ minutes`;

export const REAL_LIFE_GRAPH_KINDS: KindTable<RealLifeGraphProblem> = {
  'distance-time': {
    solve: (p) => {
      if (p.ask === 'average') {
        const [t, d] = journeyPoints(p.stages).at(-1)!;
        return kmPerHour(speedOf(d, t));
      }
      const [t, d] = p.stages[p.ask]!;
      return kmPerHour(speedOf(d, t));
    },
    render: (p) => {
      const w = JOURNEY_WORDS[p.context];
      const points = journeyPoints(p.stages);
      const [end, far] = [points.at(-1)![0], Math.max(...points.map(([, d]) => d))];
      const right = Math.ceil(end / 30) * 30;
      const step = far > 10 ? 5 : 2;
      const top = Math.ceil((far + 1) / step) * step;
      const upTo = (to: number, by: number) => Array.from({ length: to / by + 1 }, (_, k) => k * by);
      const said = points.map(([t, d]) => `${d} km at ${t} minutes`).join(', ');
      const alt = `A distance–time graph drawn to scale, with time in minutes across from 0 to ${right} and distance from the start in kilometres up from 0 to ${top}. Straight lines join the points: ${said}.`;
      const svg = lineGraph({
        across: { from: 0, to: right, numbered: upTo(right, 30), grid: 15, title: 'Time (minutes)' },
        up: { from: 0, to: top, numbered: upTo(top, step), grid: 1, title: 'Distance (km)' },
        points,
        title: alt,
      });
      const question =
        p.ask === 'average'
          ? `Work out the average speed of ${w.who} for the whole journey, in km/h.`
          : `Work out the speed of ${w.who} between ${minutesWords(points[p.ask]![0])} and ${minutesWords(points[p.ask + 1]![0])}, in km/h.`;
      return { stem: `The distance–time graph shows ${w.trip}. ${question}`, diagram: { svg, alt } };
    },
  },
  'velocity-time': {
    solve: (p) => {
      if (p.ask === 'distance') return numberAnswer(areaUnder(p), { unit: '\\text{ m}' });
      const points = motionPoints(p);
      const [[t0, v0], [t1, v1]] = [points[p.ask]!, points[p.ask + 1]!];
      return numberAnswer(div(v1 - v0, t1 - t0), { unit: '\\text{ m/s}^{2}' });
    },
    render: (p) => {
      const points = motionPoints(p);
      const end = points[points.length - 1]![0];
      const right = Math.ceil(end / 10) * 10;
      const top = Math.ceil((Math.max(...points.map(([, v]) => v)) + 1) / 5) * 5;
      const upTo = (to: number, by: number) => Array.from({ length: to / by + 1 }, (_, k) => k * by);
      const said = points.map(([t, v]) => `${v} m/s at ${t} seconds`).join(', ');
      const alt = `A velocity–time graph drawn to scale, with time in seconds across from 0 to ${right} and velocity in metres per second up from 0 to ${top}. Straight lines join the points: ${said}.`;
      const svg = lineGraph({
        across: { from: 0, to: right, numbered: upTo(right, 10), grid: 5, title: 'Time (seconds)' },
        up: { from: 0, to: top, numbered: upTo(top, 5), grid: 1, title: 'Velocity (m/s)' },
        points,
        title: alt,
      });
      const who = MOTION_WORDS[p.context];
      const question =
        p.ask === 'distance'
          ? `Work out the total distance travelled in the $${end}$ seconds, in metres.`
          : `Work out the acceleration between $${points[p.ask]![0]}$ and $${points[p.ask + 1]![0]}$ seconds, in m/s².`;
      return {
        stem: `The velocity–time graph shows the first $${end}$ seconds of the journey of ${who}. ${question}`,
        diagram: { svg, alt },
      };
    },
  },
  'conversion-graph': {
    solve: (p) => {
      const { read, rate } = conversionAxes(p);
      return read.answer(mul(p.value, rate));
    },
    render: (p) => {
      const c = CONVERSIONS[p.context];
      const { given, read } = conversionAxes(p);
      const numbers = (a: ConversionAxis) =>
        Array.from({ length: a.top / a.numbered + 1 }, (_, k) => k * a.numbered);
      const [x, y] = [lower(c.across.unit), lower(c.up.unit)];
      const alt = `A conversion graph drawn to scale, with ${x} across from 0 to ${c.across.top} and ${y} up from 0 to ${c.up.top}. A straight line runs from the origin to the top right corner, where the two scales end.`;
      const svg = lineGraph({
        across: {
          from: 0,
          to: c.across.top,
          numbered: numbers(c.across),
          grid: c.across.grid,
          title: c.across.unit,
        },
        up: { from: 0, to: c.up.top, numbered: numbers(c.up), grid: c.up.grid, title: c.up.unit },
        points: [
          [0, 0],
          [c.across.top, c.up.top],
        ],
        title: alt,
      });
      const into = read.unit
        .replace(/ \(.*\)$/, '')
        .replace('US ', '')
        .toLowerCase();
      return {
        stem: `The conversion graph converts between ${c.about}. Use the graph to convert ${given.words(p.value)} to ${into}.`,
        diagram: { svg, alt },
      };
    },
  },
};

/** The fastest each traveller could sensibly go, in km/h: a walker at 15 km/h is ruled out by sense alone. */
const TOP_SPEED: Record<JourneyContext, number> = { walker: 10, runner: 25, cyclist: 45 };

/** A speed is above 0 and within what the traveller could keep up. */
export const REAL_LIFE_GRAPH_RANGES: RangeTable<RealLifeGraphProblem> = {
  'distance-time': (p) => ({ min: 0, max: TOP_SPEED[p.context], minOpen: true }),
  // An acceleration in a stage that speeds up is above 0 and, for a car, train or bike, under 10 m/s².
  // The distance is at most the greatest velocity for the whole time.
  'velocity-time': (p) => {
    if (p.ask !== 'distance') return { min: 0, max: 10, minOpen: true };
    const points = motionPoints(p);
    return { min: 0, max: Math.max(...points.map(([, v]) => v)) * points.at(-1)![0], minOpen: true };
  },
  // A reading is on the graph's axis, above 0.
  'conversion-graph': (p) => ({ min: 0, max: conversionAxes(p).read.top, minOpen: true }),
};
