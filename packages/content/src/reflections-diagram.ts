/**
 * A shape and two mirror lines on a coordinate grid, drawn to scale (GCSE G8): the grid from −6 to 6 on
 * both axes, the mirror lines dashed and labelled with their equations, shape A shaded.
 */

import { COLOURS, label, line, polygon, svgDocument } from './svg.ts';

/** A mirror line x = at or y = at. */
export interface Mirror {
  axis: 'x' | 'y';
  at: number;
}

const U = 20;
const [LEFT, TOP, N] = [20, 20, 6];

/** Grid point to pixels. */
const toPx = (x: number, y: number): [number, number] => [LEFT + (x + N) * U, TOP + (N - y) * U];

export function reflectionsDrawing(
  mirrors: readonly Mirror[],
  shape: ReadonlyArray<readonly [number, number]>,
): { svg: string; alt: string } {
  const body: string[] = [];
  const grid = { stroke: COLOURS.grid, 'stroke-width': 1 };
  for (let v = -N; v <= N; v++) {
    body.push(line(...toPx(v, -N), ...toPx(v, N), grid), line(...toPx(-N, v), ...toPx(N, v), grid));
  }
  body.push(
    line(...toPx(-N, 0), ...toPx(N, 0), { 'stroke-width': 1.5 }),
    line(...toPx(0, -N), ...toPx(0, N), { 'stroke-width': 1.5 }),
  );
  for (const v of [-6, -4, -2, 2, 4, 6]) {
    const [x, y] = toPx(v, 0);
    body.push(label(x, y + 11, String(v), { 'font-size': 10 }));
    const [x2, y2] = toPx(0, v);
    body.push(label(x2 - 10, y2, String(v), { 'font-size': 10 }));
  }
  body.push(
    label(...toPx(N, 0), 'x', { dx: 10, 'font-size': 12 }),
    label(...toPx(0, N), 'y', { dy: -10, 'font-size': 12 }),
  );
  for (const m of mirrors) {
    const ends = m.axis === 'x' ? [toPx(m.at, -N), toPx(m.at, N)] : [toPx(-N, m.at), toPx(N, m.at)];
    body.push(
      line(...ends[0]!, ...ends[1]!, {
        stroke: COLOURS.accent,
        'stroke-width': 2,
        'stroke-dasharray': '6 4',
      }),
    );
    const [lx, ly] = m.axis === 'x' ? toPx(m.at, N) : toPx(N, m.at);
    body.push(
      label(lx + (m.axis === 'x' ? 0 : 22), ly + (m.axis === 'x' ? -10 : -8), `${m.axis} = ${m.at}`, {
        fill: COLOURS.accent,
        'font-size': 12,
      }),
    );
  }
  body.push(
    polygon(
      shape.map(([x, y]) => toPx(x, y)),
      { fill: COLOURS.fillAmber },
    ),
  );
  const cx = shape.reduce((t, p) => t + p[0], 0) / shape.length;
  const cy = shape.reduce((t, p) => t + p[1], 0) / shape.length;
  body.push(label(...toPx(cx, cy), 'A', { 'font-size': 12 }));
  const corners = shape.map(([x, y]) => `(${x}, ${y})`).join(', ');
  const alt = `Shape A and two mirror lines on a grid from −6 to 6. Shape A has corners ${corners}. The mirror lines are ${mirrors.map((m) => `${m.axis} = ${m.at}`).join(' and ')}.`;
  return {
    svg: svgDocument(LEFT * 2 + 2 * N * U + 20, TOP * 2 + 2 * N * U, 'Shape A and two mirror lines', body),
    alt,
  };
}
