/**
 * Misconceptions about reading speed from a distance–time graph (GCSE A14, R14): the gradient taken
 * upside down or in the wrong units, a reading of the axes taken for a change, and an average speed
 * that leaves the stop out. Each rule works from the graph's own stages, as the student would.
 */

import type { Answer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  CONVERSIONS,
  conversionAxes,
  journeyPoints,
  kmPerHour,
  type RealLifeGraphProblem,
  speedOf,
} from '../problems/real-life-graphs.ts';
import { add, decimalPlaces, div, mul, type Rat, rat, toNumber } from '../rational.ts';

type Journey = Extract<RealLifeGraphProblem, { kind: 'distance-time' }>;
type Conversion = Extract<RealLifeGraphProblem, { kind: 'conversion-graph' }>;

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
    rules: { 'distance-time': (p) => tidy(div(asked(p).minutes, asked(p).km)) },
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
