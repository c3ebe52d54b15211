/**
 * GCSE Higher ratio, proportion and rates-of-change constructs (Years 10–11). Draws keep every key
 * exact: proportion constants chosen so both values of y are whole, money in whole pence.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import { type ProportionPower, powerOf } from '../problems/higher-ratio.ts';
import { gcd as gcdOf, lcm } from '../rational.ts';

/** Two different values from a list, in random order. */
function twoOf(rng: Rng, values: readonly number[]): [number, number] {
  const [a, b] = rng.shuffle(values).slice(0, 2) as [number, number];
  return [a, b];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** y ∝ xⁿ with a whole constant k, so y is whole at both values of x. */
function directDraw(power: ProportionPower, xs: readonly number[], ks: readonly number[]) {
  return (rng: Rng) => {
    const [x1, x2] = twoOf(rng, xs);
    const k = rng.pick(ks);
    const y1 = k * powerOf(power, x1).n;
    return { kind: 'proportion-formula' as const, relation: 'direct' as const, power, x1, y1, x2 };
  };
}

/** y ∝ 1/xⁿ with k a multiple of both xⁿ, so y is whole at both values of x; k stays at most `maxK`. */
function inverseDraw(power: 'x' | 'x2', xs: readonly number[], maxK: number) {
  return (rng: Rng) => {
    const [x1, x2] = twoOf(rng, xs);
    const f = (x: number) => (power === 'x' ? x : x * x);
    const l = lcm(f(x1), f(x2));
    const k = l * rng.int(1, Math.max(1, Math.floor(maxK / l)));
    return {
      kind: 'proportion-formula' as const,
      relation: 'inverse' as const,
      power,
      x1,
      y1: k / f(x1),
      x2,
    };
  };
}

const SQUARES = [4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144];

/** Higher ratio constructs, Years 10–11. */
export const HIGHER_RATIO_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 331,
    slug: 'direct-proportion-formula',
    published: { edition: 2, digest: '63ab295ded7d2dac' },
    name: 'Use y = kx to solve a direct proportion problem',
    strand: 'ratio',
    subjectId: 361,
    topicUnitId: 44,
    yearGroup: 10,
    difficulty: 2,
    kind: 'proportion-formula',
    draw: directDraw('x', range(2, 15), range(2, 9)),
  }),
  defineConstruct({
    constructId: 332,
    slug: 'direct-proportion-square',
    published: { edition: 2, digest: '3dfc53fdd9d1ddd7' },
    name: 'Solve a problem where y is directly proportional to x squared',
    strand: 'ratio',
    subjectId: 361,
    topicUnitId: 44,
    yearGroup: 11,
    difficulty: 3,
    kind: 'proportion-formula',
    draw: directDraw('x2', range(2, 8), range(2, 6)),
  }),
  defineConstruct({
    constructId: 333,
    slug: 'direct-proportion-cube',
    published: { edition: 2, digest: '62af284e4a2f5ad2' },
    name: 'Solve a problem where y is directly proportional to x cubed',
    strand: 'ratio',
    subjectId: 361,
    topicUnitId: 44,
    yearGroup: 11,
    difficulty: 3,
    kind: 'proportion-formula',
    draw: directDraw('x3', range(2, 5), range(2, 5)),
  }),
  defineConstruct({
    constructId: 334,
    slug: 'direct-proportion-square-root',
    published: { edition: 2, digest: '885603f3c1b59746' },
    name: 'Solve a problem where y is directly proportional to the square root of x',
    strand: 'ratio',
    subjectId: 361,
    topicUnitId: 44,
    yearGroup: 11,
    difficulty: 3,
    kind: 'proportion-formula',
    draw: directDraw('sqrt', SQUARES, range(2, 9)),
  }),
  defineConstruct({
    constructId: 335,
    slug: 'inverse-proportion-formula',
    published: { edition: 2, digest: '88603f475f7d6da6' },
    name: 'Use y = k/x to solve an inverse proportion problem',
    strand: 'ratio',
    subjectId: 362,
    topicUnitId: 44,
    yearGroup: 10,
    difficulty: 2,
    kind: 'proportion-formula',
    draw: inverseDraw('x', range(2, 12), 240),
  }),
  defineConstruct({
    constructId: 336,
    slug: 'inverse-proportion-square',
    published: { edition: 2, digest: 'd76408a3e169f8cb' },
    name: 'Solve a problem where y is inversely proportional to x squared',
    strand: 'ratio',
    subjectId: 362,
    topicUnitId: 44,
    yearGroup: 11,
    difficulty: 3,
    kind: 'proportion-formula',
    draw: inverseDraw('x2', range(1, 6), 3600),
  }),
  defineConstruct({
    constructId: 337,
    slug: 'density-with-unit-change',
    published: { edition: 3, digest: '977f41a613263da2' },
    name: 'Work out a density in g/cm³ from a mass in kilograms',
    strand: 'ratio',
    subjectId: 332,
    topicUnitId: 45,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'compound-measure',
    draw: (rng) => {
      // Densities of real metals (g/cm³, in tenths) and volumes in tens of cm³, so the mass is whole grams.
      const tenths = rng.pick([27, 45, 78, 80, 85, 89, 105, 113, 25, 70, 90, 110]);
      const volume = 10 * rng.int(5, 50);
      return { kind: 'compound-measure', measure: 'density', top: (tenths * volume) / 10, bottom: volume };
    },
  }),
  defineConstruct({
    constructId: 338,
    slug: 'pressure-with-unit-change',
    published: { edition: 3, digest: '527044db3dc3db7d' },
    name: 'Work out a pressure in N/m² from a force and an area in cm²',
    strand: 'ratio',
    subjectId: 333,
    topicUnitId: 45,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'compound-measure',
    draw: (rng) => {
      // A pressure in N/m² and an area in cm² that make the force a whole number of newtons.
      for (;;) {
        const area = rng.pick([200, 250, 400, 500, 600, 800, 1000, 1200, 1250, 1500, 1600, 2000, 2500]);
        const pressure = 100 * rng.int(4, 80);
        if ((pressure * area) % 10000 === 0)
          return {
            kind: 'compound-measure',
            measure: 'pressure',
            top: (pressure * area) / 10000,
            bottom: area,
          };
      }
    },
  }),
  defineConstruct({
    constructId: 339,
    slug: 'convert-speed-units',
    published: { edition: 2, digest: 'e7d721018b57ab84' },
    name: 'Convert a speed between km/h and m/s',
    strand: 'ratio',
    subjectId: 334,
    topicUnitId: 45,
    yearGroup: 10,
    difficulty: 2,
    kind: 'speed-units',
    // km/h in multiples of 9 convert to a whole or half number of m/s; any whole m/s gives km/h to 1 d.p.
    draw: (rng) =>
      rng.chance(0.5)
        ? { kind: 'speed-units', from: 'km/h', value: 9 * rng.int(1, 16) }
        : { kind: 'speed-units', from: 'm/s', value: rng.int(2, 40) },
  }),
  defineConstruct({
    constructId: 340,
    slug: 'average-speed-two-part-journey',
    published: { edition: 2, digest: 'f2c1b2658faa0a59' },
    name: 'Work out the average speed of a journey in two parts',
    strand: 'ratio',
    subjectId: 335,
    topicUnitId: 45,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'journey-speed',
    draw: (rng) => {
      // Each leg at a whole speed (mph) for a time that makes its distance a whole number of miles.
      const leg = () => {
        const minutes = rng.pick([20, 30, 40, 45, 50, 75, 80, 90, 100, 105, 120, 150]);
        const step = 60 / gcdOf(60, minutes);
        const mph = step * rng.int(Math.ceil(20 / step), Math.floor(70 / step));
        return { d: (mph * minutes) / 60, t: minutes };
      };
      const [a, b] = [leg(), leg()];
      const vehicle = rng.pick([
        'A coach on a school trip',
        'A tour bus',
        'A family car',
        'A school minibus',
      ]);
      return { kind: 'journey-speed', vehicle, d1: a.d, t1: a.t, d2: b.d, t2: b.t };
    },
  }),
  defineConstruct({
    constructId: 341,
    slug: 'depreciation-over-years',
    published: { edition: 2, digest: '31a97791219981e7' },
    name: 'Work out a value after depreciation over several years',
    strand: 'ratio',
    subjectId: 371,
    topicUnitId: 46,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'depreciation',
    draw: (rng) => {
      const [item, prices] = rng.pick([
        ['A car', [8000, 9500, 12000, 14500, 16000, 18500, 22000]],
        ['A van', [11000, 15000, 19500, 24000]],
        ['A motorbike', [4500, 6000, 7200, 8800]],
        ['A laptop', [600, 850, 1200, 1500]],
      ] as const);
      return {
        kind: 'depreciation',
        item,
        price: rng.pick(prices),
        rate: rng.pick([4, 5, 8, 10, 12, 15, 20, 25]),
        years: rng.int(2, 5),
      };
    },
  }),
  defineConstruct({
    constructId: 342,
    slug: 'ratio-given-difference',
    published: { edition: 2, digest: '5e6b8d9a9c993b2b' },
    name: 'Solve a ratio problem given the difference between two shares',
    strand: 'ratio',
    subjectId: 373,
    topicUnitId: 46,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'ratio-difference',
    draw: (rng) => {
      let [p, q] = [0, 0];
      while (p <= q || gcdOf(p, q) !== 1) [p, q] = [rng.int(2, 9), rng.int(1, 7)];
      const names = rng.pick([
        ['Amir', 'Beth'],
        ['Chloe', 'Dev'],
        ['Ella', 'Femi'],
        ['Grace', 'Hamza'],
        ['Isla', 'Jack'],
      ] as const);
      return {
        kind: 'ratio-difference',
        names: [names[0], names[1]],
        p,
        q,
        diff: (p - q) * rng.int(2, 15),
        ask: rng.pick([0, 1, 'total'] as const),
      };
    },
  }),
  defineConstruct({
    constructId: 343,
    slug: 'combine-two-ratios',
    published: { edition: 2, digest: '234caead2316decf' },
    name: 'Combine two ratios that share a quantity into one three-part ratio',
    strand: 'ratio',
    subjectId: 372,
    topicUnitId: 46,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'ratio-combine',
    draw: (rng) => {
      // a : b and c : d each in simplest form, with the shared quantity's numbers b and c different.
      for (;;) {
        const [a, b, c, d] = [rng.int(1, 7), rng.int(2, 8), rng.int(2, 8), rng.int(1, 9)];
        if (b === c || gcdOf(a, b) !== 1 || gcdOf(c, d) !== 1) continue;
        const things = rng.pick([
          ['red', 'blue', 'green'],
          ['yellow', 'white', 'black'],
          ['orange', 'purple', 'pink'],
        ] as const);
        return { kind: 'ratio-combine', things: [things[0], things[1], things[2]], a, b, c, d };
      }
    },
  }),
  defineConstruct({
    constructId: 344,
    slug: 'percentage-profit-on-a-batch',
    published: { edition: 2, digest: '1ceb187d1c52f048' },
    name: 'Work out the percentage profit on goods bought in bulk and sold singly',
    strand: 'ratio',
    subjectId: 374,
    topicUnitId: 46,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'profit-percent',
    draw: (rng) => {
      const [seller, items] = rng.pick([
        ['A market stall', 'T-shirts'],
        ['A school shop', 'calculators'],
        ['A café', 'cakes'],
        ['A garden centre', 'plant pots'],
        ['A charity stall', 'mugs'],
      ] as const);
      // Takings in whole pence, and a profit percentage that makes the cost whole pounds.
      for (;;) {
        const n = rng.pick([10, 12, 15, 20, 24, 25, 30, 40, 50]);
        const price = 25 * rng.int(4, 60);
        const profit = rng.pick([10, 12.5, 15, 20, 25, 30, 40, 50, 60, 75]);
        const taken = n * price;
        // cost = taken ÷ (1 + profit/100), in pence; profit is in halves, so scale by 2.
        const cost = (taken * 200) / (200 + 2 * profit);
        if (Number.isInteger(cost) && cost % 100 === 0)
          return { kind: 'profit-percent', seller, items, n, cost, price };
      }
    },
  }),
];
