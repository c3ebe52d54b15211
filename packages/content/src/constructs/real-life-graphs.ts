/**
 * Real-life graphs drawn to scale (GCSE A14, R10 and R14): the speed of one stage of a journey, and
 * the average speed of the whole journey, read from its distance–time graph; a conversion graph read.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { ProblemOf } from '../problem.ts';
import {
  CONVERSIONS,
  type JourneyContext,
  journeyPoints,
  type MotionContext,
} from '../problems/real-life-graphs.ts';

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
  defineConstruct({
    constructId: 383,
    slug: 'acceleration-from-velocity-time-graph',
    published: { edition: 1, digest: 'e61d9f339ec052ff' },
    name: 'Work out an acceleration from the gradient of a velocity–time graph',
    strand: 'ratio',
    subjectId: 331,
    topicUnitId: 22,
    yearGroup: 10,
    difficulty: 3,
    kind: 'velocity-time',
    draw: (rng) => {
      for (;;) {
        const m = motion(rng);
        const stages = acceleratingStages(m);
        if (stages.length) return { ...m, ask: rng.pick(stages) };
      }
    },
  }),
  defineConstruct({
    constructId: 384,
    slug: 'distance-from-velocity-time-graph',
    published: { edition: 1, digest: '5897027de42e5c74' },
    name: 'Work out a distance from the area under a velocity–time graph',
    strand: 'ratio',
    subjectId: 331,
    topicUnitId: 22,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'velocity-time',
    draw: (rng) => ({ ...motion(rng), ask: 'distance' }),
  }),
];

/** Top velocities (m/s) each mover reaches, on the graph's 1 m/s grid. */
const TOP_VELOCITY: Record<MotionContext, readonly number[]> = {
  car: [12, 14, 15, 16, 18, 20, 24],
  train: [15, 16, 18, 20, 22, 25],
  cyclist: [6, 8, 9, 10],
};

/**
 * A journey's first seconds on a velocity–time graph: it speeds up (from rest or from a speed it already
 * had), holds a steady speed, and speeds up again or slows down; each stage lasts 5 to 20 seconds (the
 * grid's 5-second lines) and the whole at most 60 seconds.
 */
function motion(rng: Rng): Omit<ProblemOf<'velocity-time'>, 'ask'> {
  const context = rng.pick(['car', 'train', 'cyclist'] as const);
  const time = () => rng.pick([5, 10, 15, 20]);
  for (;;) {
    const top = rng.pick(TOP_VELOCITY[context]);
    const start = rng.chance(0.5) ? 0 : rng.int(2, Math.floor(top / 2));
    // Speed up, hold, speed up again; or speed up, hold, slow down (to rest or to a lower speed).
    if (start + 2 > top - 2) continue;
    const middle = rng.int(start + 2, top - 2);
    const stages: Array<[number, number]> = rng.chance(0.5)
      ? [
          [time(), middle],
          [time(), middle],
          [time(), top],
        ]
      : [
          [time(), top],
          [time(), top],
          [time(), rng.pick([0, middle])],
        ];
    if (stages.reduce((s, [t]) => s + t, 0) > 60) continue;
    return { kind: 'velocity-time', context, start, stages };
  }
}

/** The stages asked for an acceleration: speeding up, and not from rest at 0 seconds (too few slips apply there). */
function acceleratingStages(p: Omit<ProblemOf<'velocity-time'>, 'ask'>): number[] {
  let [t, v] = [0, p.start];
  const out: number[] = [];
  p.stages.forEach(([dt, end], i) => {
    const rate = (end - v) / dt;
    if (end > v && (t > 0 || v > 0) && Number.isInteger(rate * 10)) out.push(i);
    [t, v] = [t + dt, end];
  });
  return out;
}
