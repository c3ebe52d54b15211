/**
 * Real-life graphs drawn to scale (GCSE A14, R10 and R14): the speed of one stage of a journey, and
 * the average speed of the whole journey, read from its distance–time graph; a conversion graph read.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { ProblemOf } from '../problem.ts';
import { CONVERSIONS, type JourneyContext, journeyPoints } from '../problems/real-life-graphs.ts';

/** Speeds (km/h) each traveller keeps to, and stage lengths (minutes) on the graph's 15-minute grid. */
const PACE: Record<JourneyContext, { speeds: readonly number[]; minutes: readonly number[] }> = {
  cyclist: { speeds: [8, 10, 12, 14, 15, 16, 18, 20], minutes: [15, 30, 45, 60, 75, 90] },
  runner: { speeds: [6, 8, 9, 10, 12], minutes: [15, 30, 45, 60] },
  walker: { speeds: [3, 4, 5, 6], minutes: [30, 45, 60, 75, 90] },
};

/**
 * A journey out in stages on the grid: moving stages at different whole speeds covering whole
 * kilometres, and one stop, at most 3 hours and 24 km in all so the grid stays 1 km a line.
 */
function journey(rng: Rng, wholeAverage: boolean): Omit<ProblemOf<'distance-time'>, 'ask'> {
  const context = rng.pick(['cyclist', 'runner', 'walker'] as const);
  const pace = PACE[context];
  for (;;) {
    const moving = rng.chance(0.5) ? 2 : 3;
    const speeds = rng.shuffle([...pace.speeds]).slice(0, moving);
    const stages: Array<[number, number]> = speeds.map((v) => {
      const t = rng.pick(pace.minutes);
      return [t, (v * t) / 60];
    });
    if (stages.some(([, d]) => !Number.isInteger(d))) continue;
    // The stop comes after the first moving stage, so every stage after it starts away from 0 on both axes.
    stages.splice(rng.int(1, moving - 1), 0, [rng.pick([15, 30, 45]), 0]);
    const [end, far] = journeyPoints(stages).at(-1)!;
    if (end > 180 || far > 24) continue;
    if (wholeAverage && (far * 60) % end !== 0) continue;
    return { kind: 'distance-time', context, stages };
  }
}

export const REAL_LIFE_GRAPH_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 380,
    slug: 'speed-from-distance-time-graph',
    published: { edition: 1, digest: 'd245183ee806e023' },
    name: 'Work out a speed from a stage of a distance–time graph',
    strand: 'ratio',
    subjectId: 331,
    topicUnitId: 22,
    yearGroup: 10,
    difficulty: 2,
    kind: 'distance-time',
    draw: (rng) => {
      const j = journey(rng, false);
      const moving = j.stages.flatMap(([, d], i) => (d > 0 ? [i] : []));
      return { ...j, ask: rng.pick(moving) };
    },
  }),
  defineConstruct({
    constructId: 381,
    slug: 'average-speed-from-distance-time-graph',
    published: { edition: 1, digest: 'e892bac1d6c24ffc' },
    name: 'Work out the average speed of a journey with a stop from its distance–time graph',
    strand: 'ratio',
    subjectId: 335,
    topicUnitId: 45,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'distance-time',
    draw: (rng) => ({ ...journey(rng, true), ask: 'average' }),
  }),

  defineConstruct({
    constructId: 382,
    slug: 'read-a-conversion-graph',
    published: { edition: 1, digest: '2383a32bc6b314a5' },
    name: 'Convert between units with a conversion graph',
    strand: 'ratio',
    subjectId: 311,
    topicUnitId: 20,
    yearGroup: 10,
    difficulty: 2,
    kind: 'conversion-graph',
    draw: (rng) => {
      const context = rng.pick(['euros', 'dollars', 'kilometres', 'centimetres'] as const);
      const c = CONVERSIONS[context];
      const from = rng.pick(['across', 'up'] as const);
      // A number whose conversion is on a grid line: a multiple of the rate's step on the axis given.
      const step = from === 'across' ? c.per : c.gives;
      const top = from === 'across' ? c.across.top : c.up.top;
      return { kind: 'conversion-graph', context, from, value: step * rng.int(1, top / step - 1) };
    },
  }),
];
