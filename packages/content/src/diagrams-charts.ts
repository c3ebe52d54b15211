/**
 * Diagram builders for data and working: function machines, bar models, bar and pie charts, probability
 * trees, similar rectangles and tables (split from `diagrams.ts`, whose drawing helpers they share).
 */

import type { Pt } from './diagrams.ts';
import { CATEGORY_FILLS, COLOURS, el, label, line, path, polar, polygon, px, svgDocument } from './svg.ts';

/** A function machine: input → operation boxes → output. */
export function functionMachineDiagram(o: {
  input: string;
  operations: readonly string[];
  output: string;
  title: string;
}): string {
  const boxW = 70;
  const gap = 36;
  const width = 60 + o.operations.length * (boxW + gap) + 70;
  const y = 50;
  const body = [label(30, y, o.input, { 'font-weight': 'bold', fill: COLOURS.warm })];
  let x = 52;
  const arrow = (from: number) => [
    line(from, y, from + gap - 8, y, { 'stroke-width': 1.5 }),
    polygon(
      [
        [from + gap - 8, y - 5],
        [from + gap, y],
        [from + gap - 8, y + 5],
      ],
      { fill: COLOURS.ink },
    ),
  ];
  for (const op of o.operations) {
    body.push(...arrow(x));
    x += gap;
    body.push(
      el('rect', {
        x,
        y: y - 22,
        width: boxW,
        height: 44,
        rx: 6,
        fill: COLOURS.fillBlue,
        stroke: COLOURS.ink,
        'stroke-width': 2,
      }),
    );
    body.push(label(x + boxW / 2, y, op));
    x += boxW;
  }
  body.push(...arrow(x), label(x + gap + 24, y, o.output, { 'font-weight': 'bold' }));
  return svgDocument(width, 100, o.title, body);
}

/** A bar model: one row of equal boxes per person, the whole bracketed with its total. */
export function barModelDiagram(o: {
  rows: ReadonlyArray<{ name: string; parts: number }>;
  total: string;
  title: string;
}): string {
  const box = 34;
  const maxParts = Math.max(...o.rows.map((r) => r.parts));
  const width = 110 + maxParts * box + 90;
  const body: string[] = [];
  o.rows.forEach((r, i) => {
    const y = 20 + i * 50;
    body.push(label(90, y + 17, r.name, { 'text-anchor': 'end' }));
    for (let k = 0; k < r.parts; k++) {
      body.push(
        el('rect', {
          x: 100 + k * box,
          y,
          width: box,
          height: 34,
          fill: CATEGORY_FILLS[i % CATEGORY_FILLS.length],
          stroke: COLOURS.ink,
          'stroke-width': 1.5,
        }),
      );
    }
  });
  const bottom = 20 + o.rows.length * 50 - 16;
  const bx = 100 + maxParts * box + 14;
  body.push(
    path(
      `M ${bx} 20 Q ${bx + 10} 20 ${bx + 10} 30 L ${bx + 10} ${bottom - 10} Q ${bx + 10} ${bottom} ${bx} ${bottom}`,
      { 'stroke-width': 1.5 },
    ),
  );
  body.push(label(bx + 18, (20 + bottom) / 2, o.total, { 'text-anchor': 'start', 'font-weight': 'bold' }));
  return svgDocument(width, bottom + 20, o.title, body);
}

/** A vertical bar chart with gridlines every `step`, labels on every other gridline. */
export function barChartDiagram(o: {
  categories: readonly string[];
  values: readonly number[];
  step: number;
  gridlines: number;
  axisLabel: string;
  title: string;
}): string {
  const [left, top, plotH] = [60, 20, 200];
  const barW = 46;
  const gapW = 24;
  const width = left + o.categories.length * (barW + gapW) + 20;
  const unit = plotH / (o.step * o.gridlines);
  const base = top + plotH;
  const body: string[] = [];
  for (let g = 0; g <= o.gridlines; g++) {
    const y = base - g * o.step * unit;
    body.push(line(left, y, width - 10, y, { stroke: COLOURS.grid, 'stroke-width': 1 }));
    if (g % 2 === 0)
      body.push(label(left - 8, y, String(g * o.step), { 'text-anchor': 'end', 'font-size': 12 }));
  }
  o.categories.forEach((c, i) => {
    const x = left + gapW / 2 + i * (barW + gapW);
    const v = o.values[i] ?? 0;
    body.push(
      el('rect', {
        x,
        y: base - v * unit,
        width: barW,
        height: v * unit,
        fill: CATEGORY_FILLS[i % CATEGORY_FILLS.length],
        stroke: COLOURS.ink,
        'stroke-width': 1.5,
      }),
    );
    body.push(label(x + barW / 2, base + 16, c, { 'font-size': 12 }));
  });
  body.push(line(left, top, left, base), line(left, base, width - 10, base));
  body.push(
    label(16, top + plotH / 2, o.axisLabel, {
      transform: `rotate(-90 16 ${top + plotH / 2})`,
      'font-size': 12,
    }),
  );
  return svgDocument(width, base + 34, o.title, body);
}

/** A pie chart; each sector is labelled with its name and, when given, its angle. */
export function pieChartDiagram(o: {
  sectors: ReadonlyArray<{ name: string; angle: number; angleLabel?: string }>;
  title: string;
}): string {
  const cx = 150;
  const cy = 140;
  const r = 105;
  const body: string[] = [];
  let start = 90;
  o.sectors.forEach((s, i) => {
    const end = start - s.angle;
    const [x1, y1] = polar(cx, cy, r, start);
    const [x2, y2] = polar(cx, cy, r, end);
    const large = s.angle > 180 ? 1 : 0;
    body.push(
      path(`M ${cx} ${cy} L ${px(x1)} ${px(y1)} A ${r} ${r} 0 ${large} 1 ${px(x2)} ${px(y2)} Z`, {
        fill: CATEGORY_FILLS[i % CATEGORY_FILLS.length],
        'stroke-width': 1.5,
      }),
    );
    const [lx, ly] = polar(cx, cy, r * 0.62, start - s.angle / 2);
    body.push(label(lx, ly - (s.angleLabel ? 8 : 0), s.name, { 'font-size': 12 }));
    if (s.angleLabel) body.push(label(lx, ly + 9, s.angleLabel, { 'font-size': 12, 'font-weight': 'bold' }));
    start = end;
  });
  return svgDocument(300, 280, o.title, body);
}

/** A two-stage probability tree; first-stage and second-stage branch labels given as text. */
export function probabilityTreeDiagram(o: {
  first: readonly [string, string];
  firstProbs: readonly [string, string];
  second: readonly [string, string];
  secondProbs: readonly [string, string];
  title: string;
}): string {
  const root: Pt = [30, 150];
  const mids: Pt[] = [
    [160, 75],
    [160, 225],
  ];
  const body: string[] = [];
  mids.forEach((m, i) => {
    body.push(line(root[0], root[1], m[0] - 26, m[1], { 'stroke-width': 1.5 }));
    body.push(label(m[0] - 8, m[1], o.first[i]!, { 'text-anchor': 'start', 'font-size': 13 }));
    body.push(
      label((root[0] + m[0]) / 2 - 10, (root[1] + m[1]) / 2 + (i === 0 ? -12 : 12), o.firstProbs[i]!, {
        fill: COLOURS.accent,
      }),
    );
    [m[1] - 38, m[1] + 38].forEach((y, j) => {
      body.push(line(m[0] + 60, m[1], 320, y, { 'stroke-width': 1.5 }));
      body.push(label(328, y, o.second[j]!, { 'text-anchor': 'start', 'font-size': 13 }));
      body.push(
        label(262, (m[1] + y) / 2 + (j === 0 ? -12 : 12), o.secondProbs[j]!, { fill: COLOURS.accent }),
      );
    });
  });
  return svgDocument(440, 300, o.title, body);
}

/** Two similar rectangles side by side with their sides labelled; one label is the unknown. */
export function similarRectanglesDiagram(o: {
  small: readonly [number, number];
  large: readonly [number, number];
  smallLabels: readonly [string, string];
  largeLabels: readonly [string, string];
  title: string;
}): string {
  const maxDim = Math.max(...o.large);
  const s = 150 / maxDim;
  const draw = (
    x0: number,
    dims: readonly [number, number],
    labels: readonly [string, string],
    fill: string,
  ) => {
    const [w, h] = [dims[0] * s, dims[1] * s];
    const y0 = 190 - h;
    return [
      el('rect', { x: x0, y: y0, width: w, height: h, fill, stroke: COLOURS.ink, 'stroke-width': 2 }),
      label(x0 + w / 2, 206, labels[0]),
      label(x0 + w + 8, y0 + h / 2, labels[1], { 'text-anchor': 'start' }),
    ];
  };
  const smallW = o.small[0] * s;
  return svgDocument(Math.round(120 + smallW + o.large[0] * s + 60), 220, o.title, [
    ...draw(30, o.small, o.smallLabels, COLOURS.fillBlue),
    ...draw(100 + smallW, o.large, o.largeLabels, COLOURS.fillAmber),
  ]);
}

/** A two-column table with a header row, for frequency and probability tables. */
export function tableDiagram(o: {
  headers: readonly [string, string];
  rows: ReadonlyArray<readonly [string, string]>;
  title: string;
}): string {
  const colW = 130;
  const rowH = 32;
  const width = 2 * colW + 20;
  const height = (o.rows.length + 1) * rowH + 20;
  const body: string[] = [];
  const all = [o.headers, ...o.rows];
  all.forEach((row, r) => {
    row.forEach((cell, c) => {
      body.push(
        el('rect', {
          x: 10 + c * colW,
          y: 10 + r * rowH,
          width: colW,
          height: rowH,
          fill: r === 0 ? COLOURS.fillBlue : '#ffffff',
          stroke: COLOURS.ink,
          'stroke-width': 1.5,
        }),
        label(
          10 + c * colW + colW / 2,
          10 + r * rowH + rowH / 2,
          cell,
          r === 0 ? { 'font-weight': 'bold' } : {},
        ),
      );
    });
  });
  return svgDocument(width, height, o.title, body);
}
