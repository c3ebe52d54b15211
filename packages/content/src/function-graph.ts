/**
 * The graph of a function drawn to scale on a grid (GCSE A12, R15): numbered axes, the curve sampled
 * finely and drawn as straight pieces without dots (a curve, not plotted points), split where it leaves
 * the grid or jumps (a reciprocal's two branches), and optionally a straight tangent in another colour.
 * Built from the same SVG kit as `line-graph.ts`; its numbers are plain text so tests read them back.
 */

import { graphGrid } from './line-graph.ts';
import { COLOURS, el, label, line, path, px, svgDocument } from './svg.ts';

/** One axis of a function graph: its ends, the values it numbers and its grid spacing. */
export interface FunctionAxis {
  from: number;
  to: number;
  numbered: readonly number[];
  grid: number;
  title: string;
}

/**
 * The pieces of y = f(x) inside the window, sampled at `samples` steps: a new piece starts where the
 * curve leaves the window or where f is undefined (x = 0 for a reciprocal).
 */
export function curvePieces(
  f: (x: number) => number | undefined,
  across: { from: number; to: number },
  up: { from: number; to: number },
  samples = 160,
): Array<Array<[number, number]>> {
  const inside = (y: number | undefined): y is number =>
    y !== undefined && Number.isFinite(y) && y >= up.from && y <= up.to;
  // Where the curve crosses the window's top or bottom between x = a (inside) and x = b (outside, defined).
  const edge = (a: number, b: number): [number, number] => {
    let [lo, hi] = [a, b];
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (inside(f(mid))) lo = mid;
      else hi = mid;
    }
    return [lo, f(lo)!];
  };
  const pieces: Array<Array<[number, number]>> = [];
  let current: Array<[number, number]> = [];
  let previous: { x: number; y: number | undefined } | undefined;
  for (let i = 0; i <= samples; i++) {
    const x = across.from + ((across.to - across.from) * i) / samples;
    const y = f(x);
    if (!inside(y)) {
      if (current.length && y !== undefined && Number.isFinite(y)) current.push(edge(current.at(-1)![0], x));
      if (current.length > 1) pieces.push(current);
      current = [];
    } else {
      const before = previous?.y;
      if (!current.length && previous && before !== undefined && Number.isFinite(before))
        current.push(edge(x, previous.x));
      current.push([x, y]);
    }
    previous = { x, y };
  }
  if (current.length > 1) pieces.push(current);
  return pieces;
}

export function functionGraph(o: {
  across: FunctionAxis;
  up: FunctionAxis;
  /** The curve's pieces in data units. */
  curves: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  /** A straight tangent from one point to another, in data units. */
  tangent?: readonly [readonly [number, number], readonly [number, number]];
  /** A marked point on the curve (where the tangent touches). */
  mark?: readonly [number, number];
  title: string;
}): string {
  const { across, up } = o;
  const { left, upper, plotW, plotH, base, x, y, body } = graphGrid([56, 24, 260, 240], across, up);
  // The axes: through the origin when it is inside the window, else along the edges.
  const xAxisAt = up.from <= 0 && up.to >= 0 ? y(0) : base;
  const yAxisAt = across.from <= 0 && across.to >= 0 ? x(0) : left;
  body.push(line(left, xAxisAt, left + plotW, xAxisAt), line(yAxisAt, upper, yAxisAt, base));
  for (const v of across.numbered) body.push(label(x(v), xAxisAt + 14, String(v), { 'font-size': 11 }));
  for (const f of up.numbered)
    body.push(label(yAxisAt - 6, y(f), String(f), { 'text-anchor': 'end', 'font-size': 11 }));
  for (const piece of o.curves)
    body.push(
      path(`M ${piece.map(([a, b]) => `${px(x(a))} ${px(y(b))}`).join(' L ')}`, {
        stroke: COLOURS.accent,
        'stroke-width': 2.5,
        'stroke-linejoin': 'round',
      }),
    );
  if (o.tangent) {
    const [[a1, b1], [a2, b2]] = o.tangent;
    body.push(line(x(a1), y(b1), x(a2), y(b2), { stroke: COLOURS.warm, 'stroke-width': 2 }));
  }
  if (o.mark) body.push(el('circle', { cx: x(o.mark[0]), cy: y(o.mark[1]), r: 3.5, fill: COLOURS.warm }));
  // Axes through the origin are named at their ends, x to the right and y at the top, as on a GCSE paper;
  // axes along the edges are titled beside them.
  if (xAxisAt !== base || yAxisAt !== left)
    body.push(
      label(left + plotW + 10, xAxisAt, across.title, { 'font-size': 13, 'font-style': 'italic' }),
      label(yAxisAt + 10, upper - 10, up.title, { 'font-size': 13, 'font-style': 'italic' }),
    );
  else
    body.push(
      label(left + plotW / 2, base + 34, across.title, { 'font-size': 12 }),
      label(16, upper + plotH / 2, up.title, {
        transform: `rotate(-90 16 ${upper + plotH / 2})`,
        'font-size': 12,
      }),
    );
  return svgDocument(left + plotW + 20, base + 48, o.title, body);
}
