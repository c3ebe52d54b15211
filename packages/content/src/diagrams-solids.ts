/**
 * Diagram builders for circles and solids: a circle with its radius or diameter, a cuboid, a cylinder
 * (split from `diagrams.ts`, whose drawing helpers they share).
 */

import { dashed, dot, type Pt } from './diagrams.ts';
import { COLOURS, el, label, line, path, polygon, svgDocument } from './svg.ts';

/** A circle with either its radius or its diameter drawn and labelled. */
export function circleDiagram(o: { show: 'radius' | 'diameter'; valueLabel: string; title: string }): string {
  const cx = 130;
  const cy = 120;
  const body = [
    el('circle', { cx, cy, r: 90, fill: COLOURS.fillBlue, stroke: COLOURS.ink, 'stroke-width': 2 }),
    dot(cx, cy),
  ];
  if (o.show === 'radius')
    body.push(line(cx, cy, cx + 90, cy, { stroke: COLOURS.accent }), label(cx + 45, cy - 14, o.valueLabel));
  else
    body.push(line(cx - 90, cy, cx + 90, cy, { stroke: COLOURS.accent }), label(cx, cy - 14, o.valueLabel));
  return svgDocument(260, 240, o.title, body);
}

/** A cuboid in oblique projection with length, width and height labelled. */
export function cuboidDiagram(o: {
  lengthLabel: string;
  widthLabel: string;
  heightLabel: string;
  title: string;
}): string {
  const [x0, y0, w, h, dx, dy] = [50, 190, 200, 110, 60, -45];
  const front: Pt[] = [
    [x0, y0],
    [x0 + w, y0],
    [x0 + w, y0 - h],
    [x0, y0 - h],
  ];
  return svgDocument(340, 230, o.title, [
    polygon(front, { fill: COLOURS.fillAmber }),
    polygon(
      [
        [x0, y0 - h],
        [x0 + w, y0 - h],
        [x0 + w + dx, y0 - h + dy],
        [x0 + dx, y0 - h + dy],
      ],
      { fill: COLOURS.fillBlue },
    ),
    polygon(
      [
        [x0 + w, y0],
        [x0 + w + dx, y0 + dy],
        [x0 + w + dx, y0 - h + dy],
        [x0 + w, y0 - h],
      ],
      { fill: COLOURS.fillGreen },
    ),
    label(x0 + w / 2, y0 + 18, o.lengthLabel),
    label(x0 + w + dx / 2 + 18, y0 + dy / 2 + 6, o.widthLabel, { 'text-anchor': 'start' }),
    label(x0 - 10, y0 - h / 2, o.heightLabel, { 'text-anchor': 'end' }),
  ]);
}

/** A cylinder with radius and height labelled. */
export function cylinderDiagram(o: { radiusLabel: string; heightLabel: string; title: string }): string {
  const [cx, top, bottom, rx, ry] = [140, 50, 190, 80, 22];
  return svgDocument(300, 230, o.title, [
    path(
      `M ${cx - rx} ${top} L ${cx - rx} ${bottom} A ${rx} ${ry} 0 0 0 ${cx + rx} ${bottom} L ${cx + rx} ${top}`,
      {
        fill: COLOURS.fillBlue,
      },
    ),
    el('ellipse', { cx, cy: top, rx, ry, fill: COLOURS.fillBlue, stroke: COLOURS.ink, 'stroke-width': 2 }),
    path(`M ${cx - rx} ${bottom} A ${rx} ${ry} 0 0 1 ${cx + rx} ${bottom}`, dashed),
    line(cx, top, cx + rx, top, { stroke: COLOURS.accent }),
    dot(cx, top),
    label(cx + rx / 2, top - 12, o.radiusLabel),
    label(cx + rx + 10, (top + bottom) / 2, o.heightLabel, { 'text-anchor': 'start' }),
  ]);
}
