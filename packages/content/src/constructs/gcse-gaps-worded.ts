/**
 * The worded, multi-step constructs of helper hc1's GCSE gaps (issue 30 point 1), drawn so that every
 * answer is in whole pence, whole minutes or a whole x, as a GCSE paper sets them. Gathered into
 * `gcse-gaps-algebra.ts`, which the registry lists.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { ProblemOf } from '../problem.ts';
import { legMinutes } from '../problems/gcse-gaps-worded.ts';
import { isInteger, mul, rat } from '../rational.ts';

const NAMES = ['Amira', 'Ben', 'Carys', 'Dan', 'Erin', 'Farid', 'Gemma', 'Harvey', 'Isla', 'Jamal'];

/** Items bought on holiday or at home, at prices between £20 and £400. */
const ITEMS = ['pair of trainers', 'watch', 'tablet', 'coat', 'pair of headphones', 'camera', 'guitar'];

/** A coach's two legs with whole-minute times of at least 20 minutes, and the stop between. */
function journey(rng: Rng): ProblemOf<'journey-arrival'> {
  const leg = (): [number, number] => {
    for (;;) {
      const kmh = rng.pick([40, 45, 48, 50, 60, 64, 72, 75, 80, 90]);
      const km = rng.int(15, 150);
      const minutes = legMinutes([km, kmh]);
      if (isInteger(minutes) && minutes.n >= 20 && minutes.n <= 150) return [km, kmh];
    }
  };
  return {
    kind: 'journey-arrival',
    start: 5 * rng.int(72, 126),
    legs: [leg(), leg()],
    stop: rng.pick([10, 15, 20, 25, 30, 40, 45]),
  };
}

export const WORDED_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 146,
    slug: 'weekly-pay-with-overtime',
    published: { edition: 1, digest: '66da94d74627cc45' },
    name: 'Work out a week’s pay with overtime at time and a half or double time',
    strand: 'number',
    subjectId: 142,
    topicUnitId: 43,
    yearGroup: 8,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'overtime-pay',
    draw: (rng) => {
      const basic = rng.pick([35, 36, 37, 38, 40]);
      return {
        kind: 'overtime-pay',
        name: rng.pick(NAMES),
        rate: rng.pick([1050, 1100, 1150, 1200, 1240, 1260, 1300, 1350, 1400, 1480, 1500]),
        basic,
        hours: basic + rng.int(2, 9),
        times: rng.chance(0.7) ? 1.5 : 2,
      };
    },
  }),
  defineConstruct({
    constructId: 147,
    slug: 'energy-bill-with-standing-charge',
    published: { edition: 1, digest: '867cef5a84039f92' },
    name: 'Work out an energy bill from a daily standing charge and a price per kWh',
    strand: 'number',
    subjectId: 142,
    topicUnitId: 43,
    yearGroup: 8,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'energy-bill',
    draw: (rng) => ({
      kind: 'energy-bill',
      days: rng.pick([28, 30, 31, 90, 91, 92]),
      standing: rng.pick([45, 48, 50, 53, 55, 60]),
      units: 10 * rng.int(15, 120),
      price: rng.pick([22, 24, 25, 27, 28, 30]),
    }),
  }),
  defineConstruct({
    constructId: 265,
    slug: 'form-and-solve-perimeter-equation',
    published: { edition: 1, digest: 'c950794de4ace6ed' },
    name: 'Form and solve an equation from the perimeter of a rectangle with algebraic sides',
    strand: 'algebra',
    subjectId: 264,
    topicUnitId: 37,
    yearGroup: 9,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'perimeter-equation',
    draw: (rng) => {
      for (;;) {
        const x = rng.int(2, 12);
        const [a, c] = [rng.int(2, 5), rng.int(1, 3)];
        // The numbers in the sides negative as well as positive, as papers set them.
        const [b, d] = [
          rng.pick([-5, -4, -3, -2, -1, 1, 2, 3, 5, 7, 9]),
          rng.pick([-6, -4, -3, -2, -1, 1, 2, 3, 4, 6]),
        ];
        // A real rectangle: both sides positive, the length the longer.
        if (c * x + d <= 0 || a * x + b <= c * x + d) continue;
        return { kind: 'perimeter-equation', a, b, c, d, perimeter: 2 * ((a + c) * x + b + d) };
      }
    },
  }),
  defineConstruct({
    constructId: 266,
    slug: 'form-and-solve-ticket-price-equation',
    published: { edition: 1, digest: 'dc2ff0bc6639b787' },
    name: 'Form and solve an equation for a ticket price when one price is a fixed amount more',
    strand: 'algebra',
    subjectId: 264,
    topicUnitId: 37,
    yearGroup: 9,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'ticket-equation',
    draw: (rng) => {
      for (;;) {
        const [adults, children] = [rng.int(1, 4), rng.int(1, 5)];
        if (adults === children) continue;
        const child = rng.int(4, 16);
        const extra = rng.int(2, 9);
        return {
          kind: 'ticket-equation',
          adults,
          children,
          extra,
          total: adults * (child + extra) + children * child,
          ask: rng.pick(['child', 'adult'] as const),
        };
      }
    },
  }),
  defineConstruct({
    constructId: 387,
    slug: 'arrival-time-of-two-stage-journey',
    published: { edition: 1, digest: 'aec06343f339a8a8' },
    name: 'Work out the arrival time of a two-stage journey with a stop from its distances and speeds',
    strand: 'ratio',
    subjectId: 331,
    topicUnitId: 22,
    yearGroup: 9,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'journey-arrival',
    draw: journey,
  }),
  defineConstruct({
    constructId: 388,
    slug: 'compare-prices-in-two-currencies',
    published: { edition: 1, digest: 'db367b861e997ff1' },
    name: 'Compare a price in pounds with a price in euros using an exchange rate',
    strand: 'ratio',
    subjectId: 311,
    topicUnitId: 20,
    yearGroup: 9,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'exchange-compare',
    draw: (rng) => {
      const rate = rng.pick([rat(28, 25), rat(23, 20), rat(29, 25), rat(59, 50), rat(6, 5), rat(5, 4)]);
      const pounds = rng.int(20, 400);
      for (;;) {
        // Cheaper abroad more often than not, by up to a third of the price.
        const foreign =
          pounds + (rng.chance(0.6) ? -1 : 1) * rng.int(3, Math.min(60, Math.floor(pounds / 3)));
        const euros = mul(rate, foreign);
        // A price in euros to the cent.
        if (isInteger(mul(euros, 100)))
          return { kind: 'exchange-compare', item: rng.pick(ITEMS), pounds, euros: euros.n / euros.d, rate };
      }
    },
  }),
];
