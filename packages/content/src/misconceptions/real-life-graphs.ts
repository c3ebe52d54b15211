/**
 * Misconceptions about reading real-life graphs (GCSE A14, A15, R10, R14): on a distance–time or
 * velocity–time graph the gradient taken upside down or in the wrong units, a reading of the axes taken
 * for a change, an average speed that leaves the stop out, an area not halved; on a conversion graph the
 * wrong axis first, the scale's small squares miscounted, a difference added instead of scaling. Each
 * rule works from the graph's own numbers, as the student would.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import { speedAnswer } from '../problems/ratio.ts';
import {
  areaUnder,
  CONVERSIONS,
  conversionAxes,
  journeyPoints,
  kmPerHour,
  motionPoints,
  type RealLifeGraphProblem,
  speedOf,
} from '../problems/real-life-graphs.ts';
import { add, decimalPlaces, div, mul, type Rat, rat, toNumber } from '../rational.ts';

type Journey = Extract<RealLifeGraphProblem, { kind: 'distance-time' }>;
type Conversion = Extract<RealLifeGraphProblem, { kind: 'conversion-graph' }>;
type Motion = Extract<RealLifeGraphProblem, { kind: 'velocity-time' }>;

/** An acceleration a student would write (at most one decimal place), in m/s². */
function accel(value: Rat): Answer | undefined {
  const dp = decimalPlaces(value);
  return dp !== undefined && dp <= 1 && value.n > 0
    ? numberAnswer(value, { unit: '\\text{ m/s}^{2}' })
    : undefined;
}

/** A distance in metres, to at most one decimal place. */
function metres(value: Rat): Answer | undefined {
  const dp = decimalPlaces(value);
  return dp !== undefined && dp <= 1 && value.n > 0 ? numberAnswer(value, { unit: '\\text{ m}' }) : undefined;
}

/** The stage asked of a velocity–time graph: its start and end corners. */
function motionStage(p: Motion) {
  if (p.ask === 'distance') return undefined;
  const points = motionPoints(p);
  const [[t0, v0], [t1, v1]] = [points[p.ask]!, points[p.ask + 1]!];
  return { t0, v0, t1, v1 };
}

/** The reading the conversion asks for, on the axis it is read from. */
const converted = (p: Conversion) => toNumber(mul(p.value, conversionAxes(p).rate));

/**
 * A speed a student would write down: to at most one decimal place. A belief that gives a long decimal
 * is not offered, since no one would pick 0.1556 km/h next to whole numbers.
 */
function tidy(value: Rat): Answer | undefined {
  const dp = decimalPlaces(value);
  return dp !== undefined && dp <= 1 && value.n > 0 ? kmPerHour(value) : undefined;
}

/**
 * What the student works with: the minutes and kilometres of the stage asked (or of the whole
 * journey), and where on the axes that stage starts.
 */
function asked(p: Journey) {
  const points = journeyPoints(p.stages);
  if (p.ask === 'average') {
    const [minutes, km] = points.at(-1)!;
    return { minutes, km, startMinutes: 0, startKm: 0 };
  }
  const [[startMinutes, startKm], [endMinutes, endKm]] = [points[p.ask]!, points[p.ask + 1]!];
  return { minutes: endMinutes - startMinutes, km: endKm - startKm, startMinutes, startKm };
}

/** Minutes read as the digits after a decimal point of hours: 45 minutes as 0.45 h, 1 h 15 min as 1.15 h. */
const minutesAsDecimalHours = (minutes: number): Rat => add(Math.floor(minutes / 60), rat(minutes % 60, 100));

export const REAL_LIFE_GRAPH_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 3780,
    slug: 'speed-time-over-distance',
    name: 'Divides the time by the distance for speed',
    description:
      'Takes the gradient upside down: divides the minutes by the kilometres, so 6 km in 30 minutes gives 5, which is minutes per kilometre, not a speed.',
    howToFix:
      'Speed is distance ÷ time: how far for each hour. On a distance–time graph that is the rise (distance) over the run (time), and a steeper line is a faster speed.',
    subjectId: 331,
    rules: {
      'distance-time': (p) => tidy(div(asked(p).minutes, asked(p).km)),
      // The same division from a worded journey (decision 0063): 259 km in 3 h 30 min gives 210 ÷ 259.
      speed: (p) => speedAnswer(div(60 * p.hours + p.minutes, p.distance)),
    },
  },
  {
    misconceptionId: 3781,
    slug: 'speed-per-minute-as-per-hour',
    name: 'Divides by the time in minutes and calls it km/h',
    description:
      'Divides the kilometres by the minutes read from the axis and gives that as km/h, though it is kilometres per minute: 6 km in 30 minutes gives 0.2.',
    howToFix:
      'A speed in km/h needs the time in hours. Change the minutes to hours first (30 minutes is 0.5 hours), or work out km per minute and multiply by 60.',
    subjectId: 331,
    rules: { 'distance-time': (p) => tidy(div(asked(p).km, asked(p).minutes)) },
  },
  {
    misconceptionId: 3783,
    slug: 'gradient-from-distance-reading',
    name: 'Uses the distance read at the end of a stage, not the distance travelled in it',
    description:
      'For a stage that starts away from home, takes the distance read off the axis at its end as the distance travelled, instead of the change in distance during the stage.',
    howToFix:
      'The graph shows how far from the start, not how far in this stage. Subtract the reading at the start of the stage from the reading at its end to find the distance travelled.',
    subjectId: 331,
    rules: {
      'distance-time': (p) => {
        const a = asked(p);
        return a.startKm === 0 ? undefined : tidy(speedOf(a.startKm + a.km, a.minutes));
      },
    },
  },
  {
    misconceptionId: 3784,
    slug: 'gradient-from-time-reading',
    name: 'Uses the time read at the end of a stage, not the time the stage took',
    description:
      'For a stage that starts after 0 minutes, divides its distance by the time read off the axis at its end, instead of the time the stage lasted.',
    howToFix:
      'The time axis shows the time since the start. Subtract the time at the start of the stage from the time at its end to find how long the stage took.',
    subjectId: 331,
    rules: {
      'distance-time': (p) => {
        const a = asked(p);
        return a.startMinutes === 0 ? undefined : tidy(speedOf(a.km, a.startMinutes + a.minutes));
      },
    },
  },
  {
    misconceptionId: 3785,
    slug: 'speed-distance-times-time',
    name: 'Multiplies the distance by the time for speed',
    description:
      'Mixes up the formula triangle and multiplies the distance by the time in hours, so 6 km in 30 minutes gives 6 × 0.5 = 3.',
    howToFix:
      'Distance = speed × time, so speed = distance ÷ time. Check with a simple case: 10 km in 2 hours is 5 km each hour, not 20.',
    subjectId: 331,
    rules: { 'distance-time': (p) => tidy(div(asked(p).km * asked(p).minutes, 60)) },
  },
  {
    misconceptionId: 3786,
    slug: 'average-speed-leaves-out-stop',
    name: 'Leaves the time stopped out of an average speed',
    description:
      'Divides the whole distance by the time spent moving only, as if the time stopped (the flat part of the graph) were not part of the journey.',
    howToFix:
      'Average speed is total distance ÷ total time, and the total time runs from the start to the end of the graph, stops included. A flat stretch adds time but no distance.',
    subjectId: 335,
    rules: {
      'distance-time': (p) => {
        if (p.ask !== 'average') return undefined;
        const moving = p.stages.filter(([, d]) => d > 0).reduce((s, [t]) => s + t, 0);
        return tidy(speedOf(asked(p).km, moving));
      },
    },
  },
  {
    misconceptionId: 3787,
    slug: 'conversion-graph-starts-on-wrong-axis',
    name: 'Starts a conversion on the wrong axis of the graph',
    description:
      'Finds the number to convert on the other unit’s axis, goes to the line and reads the first axis, so the conversion is done backwards: £35 read on the euros axis gives about 30.',
    howToFix:
      'Find the unit you are converting from first. Start on that axis at the number given, go to the line, then read the other axis; check the answer against the rate (more euros than pounds).',
    subjectId: 311,
    rules: {
      'conversion-graph': (p) => {
        const { given, read, rate } = conversionAxes(p);
        if (p.value > read.top) return undefined;
        // The reading a student makes: to the nearest grid line of the axis they read.
        const backwards = toNumber(div(p.value, rate));
        return read.answer(Math.round(backwards / given.grid) * given.grid);
      },
    },
  },
  {
    misconceptionId: 3788,
    slug: 'graph-small-square-as-one',
    name: 'Counts each small square on a graph’s scale as 1',
    description:
      'Reads up to the last numbered line, then adds one for each small square beyond it, when each square stands for 2, 4 or 5 units: 40 and three squares of 2 is read as 43, not 46.',
    howToFix:
      'Work out what one small square is worth first: the gap between two numbered lines divided by the number of squares between them. Then count squares in those steps.',
    subjectId: 311,
    rules: {
      'conversion-graph': (p) => {
        const { read } = conversionAxes(p);
        const key = converted(p);
        if (read.grid === 1 || key % read.numbered === 0) return undefined;
        const below = Math.floor(key / read.numbered) * read.numbered;
        return read.answer(below + (key - below) / read.grid);
      },
    },
  },
  {
    misconceptionId: 3789,
    slug: 'conversion-adds-the-difference',
    name: 'Adds the difference between two units instead of scaling',
    description:
      'Sees that 5 miles is 8 km, a difference of 3, and adds 3 to any number of miles (30 miles as 33 km), treating a proportion as a fixed difference.',
    howToFix:
      'Converting is multiplying by the same factor each time: 5 miles is 8 km, so 30 miles, six times as far, is six times 8 km. The line goes through 0, so the gap grows as the numbers grow.',
    subjectId: 311,
    rules: {
      'conversion-graph': (p) => {
        const c = CONVERSIONS[p.context];
        const gap = (c.gives - c.per) * (p.from === 'across' ? 1 : -1);
        return conversionAxes(p).read.answer(p.value + gap);
      },
    },
  },
  {
    misconceptionId: 3790,
    slug: 'graph-reads-nearest-numbered-line',
    name: 'Reads a graph only to the nearest numbered line',
    description:
      'Goes to the line and across to the scale correctly, then gives the nearest number written on the scale instead of counting the small squares past it: €46 read as €50.',
    howToFix:
      'The small squares are there to read between the numbers. Find what one square is worth, then count the squares from the numbered line below the point.',
    subjectId: 311,
    rules: {
      'conversion-graph': (p) => {
        const { read } = conversionAxes(p);
        const key = converted(p);
        const below = Math.floor(key / read.numbered) * read.numbered;
        const past = key - below;
        // Not offered where the key is a numbered value, or exactly halfway, where no line is nearest.
        if (past === 0 || 2 * past === read.numbered) return undefined;
        return read.answer(2 * past < read.numbered ? below : below + read.numbered);
      },
    },
  },
  {
    misconceptionId: 3791,
    slug: 'acceleration-time-over-velocity',
    name: 'Divides the time by the change in velocity for acceleration',
    description:
      'Takes the gradient of a velocity–time graph upside down: 12 m/s gained in 8 seconds gives 8 ÷ 12, which is seconds per m/s, not an acceleration.',
    howToFix:
      'Acceleration is how much the velocity changes each second: change in velocity ÷ time. On the graph it is the rise (velocity) over the run (time).',
    subjectId: 331,
    rules: {
      'velocity-time': (p) => {
        const s = motionStage(p);
        return s && accel(div(s.t1 - s.t0, s.v1 - s.v0));
      },
    },
  },
  {
    misconceptionId: 3792,
    slug: 'acceleration-from-velocity-reading',
    name: 'Uses the velocity read at the end of a stage, not its change',
    description:
      'For a stage that starts already moving, divides the velocity read at its end by the time, instead of the change in velocity during the stage.',
    howToFix:
      'Acceleration measures the change. Subtract the velocity at the start of the stage from the velocity at its end before dividing by the time.',
    subjectId: 331,
    rules: {
      'velocity-time': (p) => {
        const s = motionStage(p);
        return s && s.v0 > 0 ? accel(div(s.v1, s.t1 - s.t0)) : undefined;
      },
    },
  },
  {
    misconceptionId: 3793,
    slug: 'acceleration-from-time-reading',
    name: 'Uses the time read at the end of a stage, not the time it lasted',
    description:
      'For a stage that starts after 0 seconds, divides the change in velocity by the time read off the axis at its end, instead of the time the stage took.',
    howToFix:
      'The time axis counts from the start of the journey. Subtract the time at the start of the stage from the time at its end to find how long it lasted.',
    subjectId: 331,
    rules: {
      'velocity-time': (p) => {
        const s = motionStage(p);
        return s && s.t0 > 0 ? accel(div(s.v1 - s.v0, s.t1)) : undefined;
      },
    },
  },
  {
    misconceptionId: 3794,
    slug: 'area-under-graph-not-halved',
    name: 'Forgets the half in the area of a triangle or trapezium under a graph',
    description:
      'Works out the area under each sloping part as (a + b) × h or base × height, without halving, so every sloping part counts twice.',
    howToFix:
      'Under a sloping line the area is a triangle, ½ × base × height, or a trapezium, ½ × (a + b) × h. Only a flat part is a rectangle.',
    subjectId: 331,
    rules: {
      'velocity-time': (p) => {
        if (p.ask !== 'distance') return undefined;
        const points = motionPoints(p);
        const flat = points
          .slice(1)
          .reduce(
            (s, [t, v], i) => (v === points[i]![1] ? add(s, div(v * (t - points[i]![0]), 2)) : s),
            rat(0),
          );
        // Twice every part, less the flat parts counted once too many.
        return metres(add(mul(areaUnder(p), 2), mul(flat, -2)));
      },
    },
  },
  {
    misconceptionId: 3795,
    slug: 'distance-greatest-velocity-times-time',
    name: 'Multiplies the greatest velocity by the whole time for the distance',
    description:
      'Uses distance = speed × time with the highest velocity on the graph and the total time, as if the vehicle went at top speed throughout.',
    howToFix:
      'The velocity changes, so the distance is the area under the graph: split it into triangles, rectangles and trapezia and add their areas.',
    subjectId: 331,
    rules: {
      'velocity-time': (p) => {
        if (p.ask !== 'distance') return undefined;
        const points = motionPoints(p);
        return metres(rat(Math.max(...points.map(([, v]) => v)) * points.at(-1)![0]));
      },
    },
  },
  {
    misconceptionId: 3796,
    slug: 'distance-mean-velocity-of-corners',
    name: 'Multiplies the mean of the velocities at the corners by the whole time',
    description:
      'Averages the velocities read at the corners of the graph and multiplies by the total time, though the stages last different times.',
    howToFix:
      'A stage that lasts longer counts for more, so a plain mean of the velocities is not the average velocity. Find the area under the graph, stage by stage, and add.',
    subjectId: 331,
    rules: {
      'velocity-time': (p) => {
        if (p.ask !== 'distance') return undefined;
        const points = motionPoints(p);
        const sum = points.reduce((s, [, v]) => s + v, 0);
        return metres(div(sum * points.at(-1)![0], points.length));
      },
    },
  },
  {
    misconceptionId: 3798,
    slug: 'area-counts-squares-as-one',
    name: 'Counts the grid squares under a graph as the area, ignoring the scales',
    description:
      'Counts the small squares under a velocity–time graph and gives that number as the distance, though each square stands for 5 seconds × 1 m/s = 5 metres.',
    howToFix:
      'A square on the grid is worth its width in seconds times its height in m/s. Work out the area from the axes’ numbers, or count squares and multiply by what one square is worth.',
    subjectId: 331,
    rules: {
      // The graph's grid: a square is 5 seconds across and 1 m/s up.
      'velocity-time': (p) => (p.ask === 'distance' ? metres(div(areaUnder(p), 5)) : undefined),
    },
  },
  {
    misconceptionId: 3797,
    slug: 'acceleration-gives-velocity-change',
    name: 'Gives the change in velocity as the acceleration',
    description:
      'Reads how much the velocity went up in the stage and gives that, without dividing by the time it took.',
    howToFix:
      'Acceleration is the change in velocity each second. Divide the change in velocity by the number of seconds it took: 12 m/s gained over 4 seconds is 3 m/s².',
    subjectId: 331,
    rules: {
      'velocity-time': (p) => {
        const s = motionStage(p);
        return s && accel(rat(s.v1 - s.v0));
      },
    },
  },
];

/**
 * Beliefs already named, read from the graph: minutes as the decimal part of an hour, and the mean of
 * the parts' speeds (3214), here of the moving stages.
 */
export const REAL_LIFE_GRAPH_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // Minutes written after the decimal point of hours: 45 minutes as 0.45 h (an hour is not 100 minutes).
    misconceptionId: 3036,
    rules: {
      'distance-time': (p) => {
        const a = asked(p);
        return a.minutes % 60 === 0 ? undefined : tidy(div(a.km, minutesAsDecimalHours(a.minutes)));
      },
    },
  },
  {
    misconceptionId: 3214,
    rules: {
      'distance-time': (p) => {
        if (p.ask !== 'average') return undefined;
        const speeds = p.stages.filter(([, d]) => d > 0).map(([t, d]) => speedOf(d, t));
        return tidy(
          div(
            speeds.reduce((s, v) => add(s, v), rat(0)),
            speeds.length,
          ),
        );
      },
    },
  },
];
