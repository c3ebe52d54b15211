/**
 * Diagram builders for question stems. Each takes the numbers a question shows plus the alt text
 * (used as the SVG title too) and returns a standalone SVG string. Figures are drawn to a sensible
 * shape, labelled with the question's values; they are illustrations, not scale drawings to measure.
 */

import {
  angleArc,
  COLOURS,
  el,
  label,
  line,
  path,
  polar,
  polygon,
  rightAngleMark,
  svgDocument,
} from './svg.ts';

export type Pt = [number, number];

export const dashed = { 'stroke-dasharray': '5 4', stroke: COLOURS.muted, 'stroke-width': 1.5 } as const;

export function dot(x: number, y: number, fill: string = COLOURS.ink): string {
  return el('circle', { cx: x, cy: y, r: 3.5, fill });
}

/** Scales a figure given in any units to fit a box, keeping its proportions. */
function fit(points: readonly Pt[], width: number, height: number, pad: number): Pt[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = Math.max(...ys) - minY || 1;
  const s = Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY);
  const offX = (width - spanX * s) / 2;
  const offY = (height - spanY * s) / 2;
  // Maths y goes up, SVG y goes down.
  return points.map(([x, y]) => [offX + (x - minX) * s, height - (offY + (y - minY) * s)]);
}

function centroid(points: readonly Pt[]): Pt {
  return [
    points.reduce((s, p) => s + p[0], 0) / points.length,
    points.reduce((s, p) => s + p[1], 0) / points.length,
  ];
}

/** A point `dist` px from `from` towards `to`. */
function towards(from: Pt, to: Pt, dist: number): Pt {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  return [from[0] + (dx / len) * dist, from[1] + (dy / len) * dist];
}

/** A label beside the midpoint of a side, pushed away from the figure's centre. */
function sideLabel(a: Pt, b: Pt, centre: Pt, text: string, offset = 16): string {
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const away = towards(mid, centre, -offset);
  return label(away[0], away[1], text);
}

function angleOf(from: Pt, to: Pt): number {
  // Maths-convention degrees of the direction from → to on screen.
  return (Math.atan2(from[1] - to[1], to[0] - from[0]) * 180) / Math.PI;
}

/** An arc at vertex v inside the angle between the directions to a and b (the smaller one). */
function cornerArc(v: Pt, a: Pt, b: Pt, r: number, colour: string = COLOURS.accent): string {
  let start = angleOf(v, a);
  let end = angleOf(v, b);
  let sweep = (((end - start) % 360) + 360) % 360;
  if (sweep > 180) {
    [start, end] = [end, start];
    sweep = 360 - sweep;
  }
  return angleArc(v[0], v[1], r, start, start + sweep, { stroke: colour });
}

/** A tick across the midpoint of a side, marking equal lengths. */
function equalTick(a: Pt, b: Pt): string {
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = (-(b[1] - a[1]) / len) * 6;
  const ny = ((b[0] - a[0]) / len) * 6;
  return line(mid[0] - nx, mid[1] - ny, mid[0] + nx, mid[1] + ny, { 'stroke-width': 1.5 });
}

/** A horizontal number line from min to max with equal divisions, labelled ends and an arrow at one tick. */
export function numberLineDiagram(o: {
  min: string;
  max: string;
  divisions: number;
  arrowAt: number;
  title: string;
}): string {
  const x0 = 30;
  const x1 = 330;
  const y = 70;
  const body = [line(x0, y, x1, y)];
  for (let i = 0; i <= o.divisions; i++) {
    const x = x0 + ((x1 - x0) * i) / o.divisions;
    const major = i === 0 || i === o.divisions;
    body.push(line(x, y - (major ? 10 : 7), x, y + (major ? 10 : 7), { 'stroke-width': major ? 2 : 1.5 }));
  }
  body.push(label(x0, y + 26, o.min), label(x1, y + 26, o.max));
  const ax = x0 + ((x1 - x0) * o.arrowAt) / o.divisions;
  body.push(
    line(ax, y - 42, ax, y - 16, { stroke: COLOURS.accent }),
    polygon(
      [
        [ax - 6, y - 24],
        [ax + 6, y - 24],
        [ax, y - 14],
      ],
      { fill: COLOURS.accent, stroke: COLOURS.accent },
    ),
    label(ax, y - 52, '?', { fill: COLOURS.accent, 'font-weight': 'bold' }),
  );
  return svgDocument(360, 110, o.title, body);
}

/** A straight line with rays from one point splitting the half turn into the given angles, each labelled. */
export function anglesOnLineDiagram(o: {
  angles: readonly number[];
  labels: readonly string[];
  unknownIndex: number;
  title: string;
}): string {
  const cx = 180;
  const cy = 130;
  const body = [line(20, cy, 340, cy)];
  let start = 0;
  o.angles.forEach((a, i) => {
    const isUnknown = i === o.unknownIndex;
    if (start > 0) {
      const [x, y] = polar(cx, cy, 110, start);
      body.push(line(cx, cy, x, y));
    }
    body.push(
      angleArc(cx, cy, 24 + (i % 2) * 6, start, start + a, isUnknown ? { stroke: COLOURS.warm } : {}),
    );
    // Narrow angles get their label further out so it clears the rays.
    const [lx, ly] = polar(cx, cy, a < 40 ? 80 : 52, start + a / 2);
    body.push(
      label(lx, ly, o.labels[i] ?? '', isUnknown ? { fill: COLOURS.warm, 'font-weight': 'bold' } : {}),
    );
    start += a;
  });
  body.push(dot(cx, cy));
  return svgDocument(360, 160, o.title, body);
}

/** Rays from one point splitting the full turn into the given angles, each labelled. */
export function anglesAtPointDiagram(o: {
  angles: readonly number[];
  labels: readonly string[];
  title: string;
}): string {
  const cx = 150;
  const cy = 130;
  const body: string[] = [];
  let start = 15;
  o.angles.forEach((a, i) => {
    const [x, y] = polar(cx, cy, 100, start);
    body.push(line(cx, cy, x, y));
    const isUnknown = i === o.angles.length - 1;
    body.push(
      angleArc(cx, cy, 22 + (i % 2) * 6, start, start + a, isUnknown ? { stroke: COLOURS.warm } : {}),
    );
    const [lx, ly] = polar(cx, cy, 52, start + a / 2);
    body.push(
      label(lx, ly, o.labels[i] ?? '', isUnknown ? { fill: COLOURS.warm, 'font-weight': 'bold' } : {}),
    );
    start += a;
  });
  body.push(dot(cx, cy));
  return svgDocument(300, 260, o.title, body);
}

/** A triangle drawn with the given angles (left, right, top), each corner labelled; optional equal-side ticks. */
export function triangleAnglesDiagram(o: {
  angles: readonly [number, number, number];
  labels: readonly [string, string, string];
  highlight: number;
  equalSides?: boolean;
  title: string;
}): string {
  const [a, b] = o.angles;
  const rad = Math.PI / 180;
  const t = Math.sin(b * rad) / Math.sin((180 - a - b) * rad);
  const raw: Pt[] = [
    [0, 0],
    [1, 0],
    [t * Math.cos(a * rad), t * Math.sin(a * rad)],
  ];
  const pts = fit(raw, 340, 220, 36);
  const c = centroid(pts);
  const body = [polygon(pts)];
  pts.forEach((v, i) => {
    const prev = pts[(i + 2) % 3]!;
    const next = pts[(i + 1) % 3]!;
    const isUnknown = i === o.highlight;
    body.push(cornerArc(v, prev, next, 20, isUnknown ? COLOURS.warm : COLOURS.accent));
    const at = towards(v, c, 42);
    body.push(
      label(at[0], at[1], o.labels[i]!, isUnknown ? { fill: COLOURS.warm, 'font-weight': 'bold' } : {}),
    );
  });
  if (o.equalSides) body.push(equalTick(pts[0]!, pts[2]!), equalTick(pts[1]!, pts[2]!));
  return svgDocument(340, 220, o.title, body);
}

/** Where an angle sits at a crossing: between which rays, named by the quarter it opens into. */
export type AngleRegion = 'upper-right' | 'upper-left' | 'lower-left' | 'lower-right';

/** Two parallel lines cut by a transversal, one known angle and one unknown marked at the crossings. */
export function parallelLinesDiagram(o: {
  slope: number;
  known: { crossing: 0 | 1; region: AngleRegion; text: string };
  unknown: { crossing: 0 | 1; region: AngleRegion; text: string };
  title: string;
}): string {
  const ys = [70, 170];
  // The transversal rises to the right at `slope` degrees (maths convention, as `polar` and the
  // region spans below read it): the upper crossing sits to the right of the lower one when slope < 90.
  const dx = 100 / Math.tan((o.slope * Math.PI) / 180);
  const crossings: Pt[] = [
    [200 + dx / 2, ys[0]!],
    [200 - dx / 2, ys[1]!],
  ];
  const [t0, t1] = [towards(crossings[1]!, crossings[0]!, 180), towards(crossings[0]!, crossings[1]!, 180)];
  const body = [
    line(30, ys[0]!, 370, ys[0]!),
    line(30, ys[1]!, 370, ys[1]!),
    line(t0[0], t0[1], t1[0], t1[1]),
  ];
  for (const y of ys) {
    body.push(path(`M 290 ${y - 6} L 300 ${y} L 290 ${y + 6}`, { 'stroke-width': 1.5 }));
  }
  const regionSpan = (r: AngleRegion): [number, number] => {
    const s = o.slope;
    switch (r) {
      case 'upper-right':
        return [0, s];
      case 'upper-left':
        return [s, 180];
      case 'lower-left':
        return [180, 180 + s];
      case 'lower-right':
        return [180 + s, 360];
    }
  };
  const mark = (m: { crossing: 0 | 1; region: AngleRegion; text: string }, colour: string, bold: boolean) => {
    const [cx, cy] = crossings[m.crossing]!;
    const [from, to] = regionSpan(m.region);
    const [lx, ly] = polar(cx, cy, 40, (from + to) / 2);
    return [
      angleArc(cx, cy, 22, from, to, { stroke: colour }),
      label(lx, ly, m.text, bold ? { fill: colour, 'font-weight': 'bold' } : { fill: colour }),
    ];
  };
  body.push(...mark(o.known, COLOURS.accent, false), ...mark(o.unknown, COLOURS.warm, true));
  return svgDocument(400, 240, o.title, body);
}

/** A regular polygon with one interior angle marked. */
export function regularPolygonDiagram(o: { sides: number; angleLabel: string; title: string }): string {
  const cx = 130;
  const cy = 120;
  const pts: Pt[] = [];
  for (let i = 0; i < o.sides; i++) pts.push(polar(cx, cy, 90, -90 - 180 / o.sides + (360 * i) / o.sides));
  const v = pts[0]!;
  const at = towards(v, [cx, cy], 38);
  return svgDocument(260, 240, o.title, [
    polygon(pts, { fill: COLOURS.fillBlue }),
    cornerArc(v, pts[o.sides - 1]!, pts[1]!, 18),
    label(at[0], at[1], o.angleLabel, { fill: COLOURS.warm, 'font-weight': 'bold' }),
  ]);
}

/** A rectangle with its width and height labelled. */
export function rectangleDiagram(o: {
  width: number;
  height: number;
  widthLabel: string;
  heightLabel: string;
  title: string;
}): string {
  const pts = fit(
    [
      [0, 0],
      [o.width, 0],
      [o.width, o.height],
      [0, o.height],
    ],
    320,
    200,
    40,
  );
  const c = centroid(pts);
  return svgDocument(320, 200, o.title, [
    polygon(pts, { fill: COLOURS.fillBlue }),
    sideLabel(pts[0]!, pts[1]!, c, o.widthLabel, 16),
    sideLabel(pts[1]!, pts[2]!, c, o.heightLabel, 26),
  ]);
}

/**
 * Where the label for a dashed height goes: beside its midpoint, on whichever side of the height has
 * more room inside the figure (`roomLeft` and `roomRight` in px), so it never sits on a sloping side.
 */
export function heightLabel(top: Pt, foot: Pt, roomLeft: number, roomRight: number, text: string): string {
  const y = (top[1] + foot[1]) / 2;
  return roomRight >= roomLeft
    ? label(foot[0] + 8, y, text, { 'text-anchor': 'start' })
    : label(foot[0] - 8, y, text, { 'text-anchor': 'end' });
}

/**
 * A triangle drawn to scale: base along the bottom, the left side `slant` long rising to the apex, and
 * the dashed perpendicular height from the apex to the base. The foot of the height must fall inside
 * the base (slant² − height² < base²), otherwise no such triangle has this height inside it.
 */
export function triangleHeightDiagram(o: {
  base: number;
  height: number;
  slant: number;
  baseLabel: string;
  heightLabel: string;
  slantLabel: string;
  title: string;
}): string {
  const offset = Math.sqrt(o.slant ** 2 - o.height ** 2);
  if (!(offset > 0 && offset < o.base))
    throw new RangeError('The height of this triangle falls outside its base');
  const [a, b, apex, foot] = fit(
    [
      [0, 0],
      [o.base, 0],
      [offset, o.height],
      [offset, 0],
    ],
    340,
    230,
    40,
  ) as [Pt, Pt, Pt, Pt];
  const c = centroid([a, b, apex]);
  // Half-way down the height, the sloping sides are at the midpoints of the sides: the room either side.
  const roomLeft = foot[0] - (a[0] + apex[0]) / 2;
  const roomRight = (b[0] + apex[0]) / 2 - foot[0];
  return svgDocument(340, 230, o.title, [
    polygon([a, b, apex], { fill: COLOURS.fillGreen }),
    line(apex[0], apex[1], foot[0], foot[1], dashed),
    rightAngleMark(foot[0], foot[1], foot[0] + 14 < b[0] ? [1, 0] : [-1, 0], [0, -1]),
    label((a[0] + b[0]) / 2, a[1] + 20, o.baseLabel),
    heightLabel(apex, foot, roomLeft, roomRight, o.heightLabel),
    sideLabel(a, apex, c, o.slantLabel, 26),
  ]);
}

/**
 * A parallelogram drawn to scale: base along the bottom, sloping sides `slant` long, and the dashed
 * perpendicular height from the top-left corner, whose foot must fall inside the base.
 */
export function parallelogramDiagram(o: {
  base: number;
  height: number;
  slant: number;
  baseLabel: string;
  heightLabel: string;
  slantLabel: string;
  title: string;
}): string {
  const offset = Math.sqrt(o.slant ** 2 - o.height ** 2);
  if (!(offset > 0 && offset < o.base)) {
    throw new RangeError('The height of this parallelogram falls outside its base');
  }
  const [a, b, c, d, foot] = fit(
    [
      [0, 0],
      [o.base, 0],
      [o.base + offset, o.height],
      [offset, o.height],
      [offset, 0],
    ],
    350,
    220,
    40,
  ) as [Pt, Pt, Pt, Pt, Pt];
  const centre = centroid([a, b, c, d]);
  return svgDocument(350, 220, o.title, [
    polygon([a, b, c, d], { fill: COLOURS.fillAmber }),
    line(d[0], d[1], foot[0], foot[1], dashed),
    rightAngleMark(foot[0], foot[1], [1, 0], [0, -1]),
    label((a[0] + b[0]) / 2, a[1] + 20, o.baseLabel),
    heightLabel(d, foot, 0, 1, o.heightLabel),
    sideLabel(b, c, centre, o.slantLabel, 26),
  ]);
}

/** A trapezium drawn to scale (symmetric about its middle) with both parallel sides and the dashed height labelled. */
export function trapeziumDiagram(o: {
  top: number;
  bottom: number;
  height: number;
  topLabel: string;
  bottomLabel: string;
  heightLabel: string;
  title: string;
}): string {
  const inset = (o.bottom - o.top) / 2;
  // The dashed height drops from a quarter of the way along the top, clear of the sloping sides.
  const [a, b, c, d, top, foot] = fit(
    [
      [0, 0],
      [o.bottom, 0],
      [inset + o.top, o.height],
      [inset, o.height],
      [inset + o.top / 4, o.height],
      [inset + o.top / 4, 0],
    ],
    350,
    220,
    40,
  ) as [Pt, Pt, Pt, Pt, Pt, Pt];
  return svgDocument(350, 220, o.title, [
    polygon([a, b, c, d], { fill: COLOURS.fillViolet }),
    line(top[0], top[1], foot[0], foot[1], dashed),
    rightAngleMark(foot[0], foot[1], [1, 0], [0, -1]),
    label((c[0] + d[0]) / 2, d[1] - 16, o.topLabel),
    label((a[0] + b[0]) / 2, a[1] + 20, o.bottomLabel),
    label(foot[0] + 8, (top[1] + foot[1]) / 2, o.heightLabel, { 'text-anchor': 'start' }),
  ]);
}

/**
 * A right-angled triangle drawn in the proportions `width` : `height` (right angle bottom-right),
 * labels on its three sides and optionally an angle at the bottom-left corner.
 */
export function rightTriangleDiagram(o: {
  width: number;
  height: number;
  base: string;
  heightLabel: string;
  hypotenuse: string;
  angle?: string;
  title: string;
}): string {
  const [a, b, c] = fit(
    [
      [0, 0],
      [o.width, 0],
      [o.width, o.height],
    ],
    360,
    240,
    45,
  ) as [Pt, Pt, Pt];
  const centre = centroid([a, b, c]);
  const body = [
    polygon([a, b, c], { fill: COLOURS.fillGreen }),
    rightAngleMark(b[0], b[1], [-1, 0], [0, -1]),
    sideLabel(a, b, centre, o.base, 16),
    label(b[0] + 10, (b[1] + c[1]) / 2, o.heightLabel, { 'text-anchor': 'start' }),
    sideLabel(a, c, centre, o.hypotenuse, 22),
  ];
  if (o.angle) {
    // A steep triangle has a short base: keep the arc and its label near their corner, well clear
    // of the right-angle mark at the other end of the base.
    const angleDeg = (Math.atan2(o.height, o.width) * 180) / Math.PI;
    const r = Math.min(30, 0.3 * (b[0] - a[0]));
    const [lx, ly] = polar(a[0], a[1], r + 18, angleDeg / 2);
    body.push(cornerArc(a, b, c, r), label(lx, ly, o.angle));
  }
  return svgDocument(360, 240, o.title, body);
}

/** A square grid with axes from min to max and labelled points. */
export function coordinateGridDiagram(o: {
  min: number;
  max: number;
  points: ReadonlyArray<{ x: number; y: number; name: string }>;
  title: string;
}): string {
  const size = 300;
  const pad = 30;
  const n = o.max - o.min;
  const step = (size - 2 * pad) / n;
  const sx = (x: number) => pad + (x - o.min) * step;
  const sy = (y: number) => size - pad - (y - o.min) * step;
  const body: string[] = [];
  for (let v = o.min; v <= o.max; v++) {
    body.push(line(sx(v), sy(o.min), sx(v), sy(o.max), { stroke: COLOURS.grid, 'stroke-width': 1 }));
    body.push(line(sx(o.min), sy(v), sx(o.max), sy(v), { stroke: COLOURS.grid, 'stroke-width': 1 }));
  }
  const ox = sx(Math.max(o.min, 0));
  const oy = sy(Math.max(o.min, 0));
  body.push(line(sx(o.min), oy, sx(o.max), oy), line(ox, sy(o.min), ox, sy(o.max)));
  for (let v = o.min; v <= o.max; v++) {
    if (v !== 0 || o.min === 0) body.push(label(sx(v), oy + 13, String(v), { 'font-size': 11 }));
    if (v !== 0) body.push(label(ox - 10, sy(v), String(v), { 'font-size': 11, 'text-anchor': 'end' }));
  }
  body.push(
    label(sx(o.max) + 12, oy, 'x', { 'font-style': 'italic' }),
    label(ox, sy(o.max) - 12, 'y', { 'font-style': 'italic' }),
  );
  for (const p of o.points) {
    body.push(
      el('circle', { cx: sx(p.x), cy: sy(p.y), r: 4.5, fill: COLOURS.warm }),
      label(sx(p.x) + 12, sy(p.y) - 12, p.name, { fill: COLOURS.warm, 'font-weight': 'bold' }),
    );
  }
  return svgDocument(size + 20, size, o.title, body);
}

/** Two points with north lines and the bearing from A to B marked; the bearing of A from B is the unknown. */
export function bearingDiagram(o: {
  bearing: number;
  bearingLabel: string;
  unknownLabel: string;
  title: string;
}): string {
  const mathAngle = 90 - o.bearing;
  // The bearing back, under 360° whichever side of 180° the bearing lies.
  const back = (o.bearing + 180) % 360;
  const raw: Pt[] = [[0, 0], polar(0, 0, 170, mathAngle)];
  // Centre the segment (and the north lines above each end) in the picture.
  const xs = raw.map((p) => p[0]);
  const ys = raw.flatMap((p) => [p[1], p[1] - 80]);
  const dx = 180 - (Math.min(...xs) + Math.max(...xs)) / 2;
  const dy = 150 - (Math.min(...ys) + Math.max(...ys)) / 2;
  const [A, B] = raw.map(([x, y]): Pt => [x + dx, y + dy]) as [Pt, Pt];
  const north = (p: Pt) => [
    line(p[0], p[1], p[0], p[1] - 70, { stroke: COLOURS.muted, 'stroke-width': 1.5 }),
    polygon(
      [
        [p[0] - 5, p[1] - 62],
        [p[0], p[1] - 72],
        [p[0] + 5, p[1] - 62],
      ],
      { fill: COLOURS.muted, stroke: COLOURS.muted, 'stroke-width': 1 },
    ),
    label(p[0], p[1] - 84, 'N', { 'font-weight': 'bold' }),
  ];
  const [la, lb] = [polar(A[0], A[1], 46, 90 - o.bearing / 2), polar(B[0], B[1], 50, 90 - back / 2)];
  return svgDocument(360, 300, o.title, [
    ...north(A),
    ...north(B),
    line(A[0], A[1], B[0], B[1]),
    angleArc(A[0], A[1], 26, mathAngle, 90),
    angleArc(B[0], B[1], 30, 90 - back, 90, { stroke: COLOURS.warm }),
    label(la[0], la[1], o.bearingLabel),
    label(lb[0], lb[1], o.unknownLabel, { fill: COLOURS.warm, 'font-weight': 'bold' }),
    dot(A[0], A[1]),
    dot(B[0], B[1]),
    label(...letterAt(A, o.bearing, -14), 'A'),
    label(...letterAt(B, back, 14), 'B'),
  ]);
}

/**
 * Where a bearing diagram's point letter goes: below the point, to the left (A) or right (B), unless the
 * line leaves the point that way (a bearing from A of 180°–270°, or back from B of 90°–180°); then
 * outside the arc, halfway round from the line to north the other way (west of the point).
 */
function letterAt(p: Pt, lineBearing: number, dx: number): [number, number] {
  const usual = dx < 0 ? 225 : 135;
  const apart = Math.abs(((lineBearing - usual + 540) % 360) - 180);
  if (apart >= 45) return [p[0] + dx, p[1] + 14];
  return polar(p[0], p[1], 20, 90 - (lineBearing + 360) / 2);
}
