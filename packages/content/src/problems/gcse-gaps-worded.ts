/**
 * Worded and multi-step GCSE problems in number, algebra and ratio (issue 30 point 1, helper hc1):
 * a week's pay with overtime, an energy bill with a standing charge, an equation formed from a
 * rectangle's perimeter or from ticket prices, the arrival time of a journey in two stages with a stop,
 * and a price compared across two currencies. Every answer is worked from the problem's own data.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import type { RangeTable } from '../range.ts';
import { add, div, mul, type Rat, rat, sub } from '../rational.ts';

export type WordedProblem =
  /** `rate` pence an hour for the first `basic` hours, `times` the rate after that; `hours` worked. */
  | { kind: 'overtime-pay'; name: string; rate: number; basic: number; hours: number; times: 1.5 | 2 }
  /** `days` days at `standing` pence a day and `units` kWh at `price` pence each; the bill in pounds. */
  | { kind: 'energy-bill'; days: number; standing: number; units: number; price: number }
  /** A rectangle (ax + b) cm by (cx + d) cm with perimeter `perimeter` cm; x. */
  | { kind: 'perimeter-equation'; a: number; b: number; c: number; d: number; perimeter: number }
  /**
   * `adults` adult and `children` child tickets cost £`total`; an adult ticket costs £`extra` more than a
   * child ticket. The price asked: a child's or an adult's.
   */
  | {
      kind: 'ticket-equation';
      adults: number;
      children: number;
      extra: number;
      total: number;
      ask: 'child' | 'adult';
    }
  /**
   * Leaving at `start` (minutes after midnight), `legs` of [km, km/h] with a stop of `stop` minutes
   * between them; the arrival time.
   */
  | { kind: 'journey-arrival'; start: number; legs: Array<[number, number]>; stop: number }
  /** An item at £`pounds` in the UK and €`euros` abroad, at £1 = €`rate`; how much cheaper the cheaper is, in £. */
  | { kind: 'exchange-compare'; item: string; pounds: number; euros: number; rate: Rat };

type P<K extends WordedProblem['kind']> = Extract<WordedProblem, { kind: K }>;

/** Pence as money in an option: £412.50. */
export const penceAnswer = (pence: Rat | number): Answer => numberAnswer(div(pence, 100), { money: true });

/** The week's pay in pence: the basic hours at the rate, the rest at `times` the rate. */
export const overtimePence = (p: P<'overtime-pay'>): Rat =>
  add(p.rate * p.basic, mul(p.rate * (p.hours - p.basic), rat(p.times * 2, 2)));

/** The bill in pence. */
export const billPence = (p: P<'energy-bill'>): number => p.days * p.standing + p.units * p.price;

/** x from 2((a + c)x + b + d) = P. */
export const perimeterX = (p: P<'perimeter-equation'>): Rat => div(p.perimeter / 2 - p.b - p.d, p.a + p.c);

/** The child's price from adults × (c + extra) + children × c = total. */
export const childPrice = (p: P<'ticket-equation'>): Rat =>
  div(p.total - p.adults * p.extra, p.adults + p.children);

/** A price in pounds from a ticket question. */
export const poundsAnswer = (value: Rat | number): Answer => numberAnswer(value, { money: true });

/** A length x as an option: x = 7. */
export const xAnswer = (value: Rat): Answer => numberAnswer(value, { prefix: 'x = ' });

/** A leg's time in minutes. */
export const legMinutes = ([km, kmh]: readonly [number, number]): Rat => div(km * 60, kmh);

/** Minutes after midnight as a 24-hour clock time, `$10{:}05$`. */
export function clockAnswer(minutes: number): Answer {
  const m = ((minutes % 1440) + 1440) % 1440;
  const text = `${String(Math.floor(m / 60)).padStart(2, '0')}{:}${String(m % 60).padStart(2, '0')}`;
  return { key: `s:clock:${m}`, text: `$${text}$` };
}

/** The journey's whole time in minutes, stop included. */
export const journeyMinutes = (p: P<'journey-arrival'>): Rat =>
  add(
    p.stop,
    p.legs.reduce((s, leg) => add(s, legMinutes(leg)), rat(0)),
  );

/** The difference in pounds between the UK price and the foreign price converted. */
export const exchangeDifference = (p: P<'exchange-compare'>): Rat => {
  const d = sub(p.pounds, div(p.euros, p.rate));
  return d.n < 0 ? mul(d, -1) : d;
};

/** A 24-hour time in a stem. */
const clock = (m: number) =>
  `$${String(Math.floor(m / 60)).padStart(2, '0')}{:}${String(m % 60).padStart(2, '0')}$`;

const money = (pounds: number | Rat) => {
  const v = typeof pounds === 'number' ? pounds : pounds.n / pounds.d;
  return Number.isInteger(v) ? `${v}` : v.toFixed(2);
};

const rateText = (r: Rat) => `${r.n / r.d}`;

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);

const TIMES_WORDS = { 1.5: 'time and a half', 2: 'double time' } as const;

export const WORDED_KINDS: KindTable<WordedProblem> = {
  'overtime-pay': {
    solve: (p) => penceAnswer(overtimePence(p)),
    render: (p) => ({
      stem: `${p.name} is paid £$${money(p.rate / 100)}$ an hour for the first $${p.basic}$ hours worked each week, and ${TIMES_WORDS[p.times]} for every hour after that. One week ${p.name} works $${p.hours}$ hours. How much is ${p.name} paid for that week?`,
    }),
  },
  'energy-bill': {
    solve: (p) => penceAnswer(billPence(p)),
    render: (p) => ({
      stem: `An electricity bill covers $${p.days}$ days. There is a standing charge of $${p.standing}$p a day, and each kWh used costs $${p.price}$p. The household used $${p.units}$ kWh. Work out the total bill in pounds.`,
    }),
  },
  'perimeter-equation': {
    solve: (p) => xAnswer(perimeterX(p)),
    render: (p) => {
      const side = (k: number, m: number) => `${k === 1 ? '' : k}x ${m < 0 ? '-' : '+'} ${Math.abs(m)}`;
      return {
        stem: `A rectangle is $(${side(p.a, p.b)})$ cm long and $(${side(p.c, p.d)})$ cm wide. Its perimeter is $${p.perimeter}$ cm. Form an equation and solve it to find $x$.`,
      };
    },
  },
  'ticket-equation': {
    solve: (p) => poundsAnswer(p.ask === 'child' ? childPrice(p) : add(childPrice(p), p.extra)),
    render: (p) => ({
      stem: `A family buys $${p.adults}$ adult ${plural(p.adults, 'ticket')} and $${p.children}$ child ${plural(p.children, 'ticket')} for a show. An adult ticket costs £$${p.extra}$ more than a child ticket. The tickets cost £$${p.total}$ altogether. How much does one ${p.ask} ticket cost?`,
    }),
  },
  'journey-arrival': {
    solve: (p) => clockAnswer(p.start + Number(journeyMinutes(p).n / journeyMinutes(p).d)),
    render: (p) => {
      const [[d1, v1], [d2, v2]] = p.legs as [[number, number], [number, number]];
      return {
        stem: `A coach leaves a bus station at ${clock(p.start)}. It travels $${d1}$ km at an average speed of $${v1}$ km/h, stops for $${p.stop}$ minutes, then travels $${d2}$ km at an average speed of $${v2}$ km/h. At what time does it arrive?`,
      };
    },
  },
  'exchange-compare': {
    solve: (p) => poundsAnswer(exchangeDifference(p)),
    render: (p) => ({
      stem: `A ${p.item} costs £$${p.pounds}$ in a shop in the UK and €$${money(p.euros)}$ in a shop in Spain. The exchange rate is £$1$ = €$${rateText(p.rate)}$. Work out the difference between the two prices, in pounds.`,
    }),
  },
};

/** Money answers are above 0 and, for a bill or a week's pay, below what a household or a worker would see. */
export const WORDED_RANGES: RangeTable<WordedProblem> = {
  'overtime-pay': () => ({ min: 0, minOpen: true, max: 2000 }),
  'energy-bill': () => ({ min: 0, minOpen: true, max: 3000 }),
  'perimeter-equation': () => ({ min: 0, minOpen: true }),
  'ticket-equation': (p) => ({ min: 0, minOpen: true, max: p.total }),
  'exchange-compare': (p) => ({ min: 0, minOpen: true, max: p.pounds }),
};
