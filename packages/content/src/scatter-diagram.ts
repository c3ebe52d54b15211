/**
 * A scatter graph drawn to scale (GCSE S6): two numbered axes on a grid, each data point a cross, and
 * the line of best fit as one straight line between two grid points. The text alternative lists the
 * points and the line's two ends, so a screen-reader user has the same data.
 */

import { COLOURS, label, line, path, px, svgDocument } from './svg.ts';

/** What a scatter graph plots: its two axes, a thing per point and the question's words. */
export const SCATTER_CONTEXTS = {
  revision: {
    across: 'Hours of revision',
    up: 'Test mark',
    point: 'student',
    ask: (x: number) => `the test mark of a student who revised for $${x}$ hours`,
  },
  temperature: {
    across: 'Temperature (°C)',
    up: 'Ice creams sold',
    point: 'day',
    ask: (x: number) => `the number of ice creams sold on a day when the temperature was $${x}$°C`,
  },
  height: {
    across: 'Height (cm)',
    up: 'Arm span (cm)',
    point: 'person',
    ask: (x: number) => `the arm span, in cm, of a person $${x}$ cm tall`,
  },
  car: {
    across: 'Age of car (years)',
    up: 'Value (£1000s)',
    point: 'car',
    ask: (x: number) => `the value of a car $${x}$ years old`,
  },
  drinks: {
    across: 'Temperature (°C)',
    up: 'Hot drinks sold',
    point: 'day',
    ask: (x: number) => `the number of hot drinks sold on a day when the temperature was $${x}$°C`,
  },
} as const;

export type ScatterContext = keyof typeof SCATTER_CONTEXTS;

/** A graph's axis: from, to, and the step of its grid and numbers. */
export interface ScatterAxis {
  from: number;
  to: number;
  step: number;
}

/** What the graph draws. */
export interface Scatter {
  context: ScatterContext;
  across: ScatterAxis;
  up: ScatterAxis;
  points: ReadonlyArray<readonly [number, number]>;
  /** The line of best fit's two ends, when one is drawn. */
  fit?: readonly [number, number, number, number];
}

const numbers = (a: ScatterAxis) =>
  Array.from({ length: Math.round((a.to - a.from) / a.step) + 1 }, (_, i) => a.from + i * a.step);

export function scatterGraph(p: Scatter): { svg: string; alt: string } {
  const c = SCATTER_CONTEXTS[p.context];
  const [left, upper, plotW, plotH] = [56, 16, 300, 200];
  const base = upper + plotH;
  const x = (v: number) => left + ((v - p.across.from) / (p.across.to - p.across.from)) * plotW;
  const y = (v: number) => base - ((v - p.up.from) / (p.up.to - p.up.from)) * plotH;
  const body: string[] = [];
  const grid = { stroke: COLOURS.grid, 'stroke-width': 1 };
  for (const v of numbers(p.across)) body.push(line(x(v), upper, x(v), base, grid));
  for (const v of numbers(p.up)) body.push(line(left, y(v), left + plotW, y(v), grid));
  for (const v of numbers(p.up))
    body.push(label(left - 8, y(v), String(v), { 'text-anchor': 'end', 'font-size': 12 }));
  for (const v of numbers(p.across)) body.push(label(x(v), base + 14, String(v), { 'font-size': 12 }));
  body.push(line(left, upper, left, base), line(left, base, left + plotW, base));
  for (const [a, b] of p.points) {
    const [cx, cy] = [x(a), y(b)];
    body.push(
      line(cx - 4, cy - 4, cx + 4, cy + 4, { 'stroke-width': 1.5 }),
      line(cx - 4, cy + 4, cx + 4, cy - 4, { 'stroke-width': 1.5 }),
    );
  }
  if (p.fit) {
    const [x0, y0, x1, y1] = p.fit;
    body.push(
      path(`M ${px(x(x0))} ${px(y(y0))} L ${px(x(x1))} ${px(y(y1))}`, {
        stroke: COLOURS.accent,
        'stroke-width': 2,
      }),
    );
  }
  body.push(
    label(left + plotW / 2, base + 34, c.across, { 'font-size': 12 }),
    label(16, upper + plotH / 2, c.up, { transform: `rotate(-90 16 ${upper + plotH / 2})`, 'font-size': 12 }),
  );
  // Lower case only at the start of each title: "temperature (°C)", not "(°c)".
  const lower = (t: string) => t[0]!.toLowerCase() + t.slice(1);
  const title = `Scatter graph of ${lower(c.up)} against ${lower(c.across)}`;
  const listed = p.points.map(([a, b]) => `(${a}, ${b})`).join(', ');
  const alt = `${title}. Axes: ${c.across} from ${p.across.from} to ${p.across.to}, ${c.up} from ${p.up.from} to ${p.up.to}. Points: ${listed}.${p.fit ? ` The line of best fit goes from (${p.fit[0]}, ${p.fit[1]}) to (${p.fit[2]}, ${p.fit[3]}).` : ''}`;
  return { svg: svgDocument(left + plotW + 20, base + 48, title, body), alt };
}
