/**
 * Test helper: reads a diagram back from its SVG markup (segments, angle arcs, polygons, labels), so
 * tests check the figure a student sees rather than the numbers the generator meant to draw.
 * Coordinates are SVG pixels (y down); angles are maths-convention degrees (anticlockwise, y up).
 */

export type Pt = readonly [number, number];

export interface Segment {
  a: Pt;
  b: Pt;
  stroke: string;
  dashed: boolean;
}

/** An SVG elliptical-arc path with equal radii: an angle mark. */
export interface Arc {
  start: Pt;
  end: Pt;
  r: number;
  /** SVG flags: large-arc and sweep (0 = anticlockwise on screen = anticlockwise in maths). */
  large: boolean;
  sweep: boolean;
  stroke: string;
}

export interface Label {
  at: Pt;
  text: string;
  fill: string;
}

export interface SvgFigure {
  segments: Segment[];
  arcs: Arc[];
  polygons: Pt[][];
  /** Open polylines drawn with M/L paths (right-angle marks, arrow heads). */
  polylines: Pt[][];
  labels: Label[];
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/** The figure an SVG draws. */
export function readSvg(svg: string): SvgFigure {
  const fig: SvgFigure = { segments: [], arcs: [], polygons: [], polylines: [], labels: [] };
  for (const m of svg.matchAll(/<line\b([^>]*)\/>/g)) {
    const a = attributes(m[1]!);
    fig.segments.push({
      a: [Number(a.x1), Number(a.y1)],
      b: [Number(a.x2), Number(a.y2)],
      stroke: a.stroke ?? '',
      dashed: a['stroke-dasharray'] !== undefined,
    });
  }
  for (const m of svg.matchAll(/<polygon\b([^>]*)\/>/g)) {
    const pts = attributes(m[1]!)
      .points!.trim()
      .split(/\s+/)
      .map((p) => p.split(',').map(Number) as unknown as Pt);
    fig.polygons.push(pts);
  }
  for (const m of svg.matchAll(/<rect\b([^>]*)\/>/g)) {
    const a = attributes(m[1]!);
    const [x, y, w, h] = [Number(a.x), Number(a.y), Number(a.width), Number(a.height)];
    fig.polygons.push([
      [x, y + h],
      [x + w, y + h],
      [x + w, y],
      [x, y],
    ]);
  }
  for (const m of svg.matchAll(/<path\b([^>]*)\/>/g)) {
    const a = attributes(m[1]!);
    const d = a.d!;
    const arc = /^M (\S+) (\S+) A (\S+) (\S+) 0 ([01]) ([01]) (\S+) (\S+)$/.exec(d);
    if (arc && arc[3] === arc[4]) {
      fig.arcs.push({
        start: [Number(arc[1]), Number(arc[2])],
        end: [Number(arc[7]), Number(arc[8])],
        r: Number(arc[3]),
        large: arc[5] === '1',
        sweep: arc[6] === '1',
        stroke: a.stroke ?? '',
      });
    } else if (/^M [\d.\s-]+(L [\d.\s-]+)+$/.test(d)) {
      const nums = d.replace(/[ML]/g, ' ').trim().split(/\s+/).map(Number);
      const pts: Pt[] = [];
      for (let i = 0; i + 1 < nums.length; i += 2) pts.push([nums[i]!, nums[i + 1]!]);
      fig.polylines.push(pts);
    }
  }
  for (const m of svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)) {
    const a = attributes(m[1]!);
    fig.labels.push({ at: [Number(a.x), Number(a.y)], text: unescapeXml(m[2]!), fill: a.fill ?? '' });
  }
  return fig;
}

export function distance(p: Pt, q: Pt): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1]);
}

/** The maths-convention direction (degrees, 0–360) from p to q on screen. */
export function direction(p: Pt, q: Pt): number {
  const deg = (Math.atan2(p[1] - q[1], q[0] - p[0]) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/** Where two infinite lines through the segments meet, or undefined when they are parallel. */
export function intersection(s: Segment, t: Segment): Pt | undefined {
  const [x1, y1] = s.a;
  const [x2, y2] = s.b;
  const [x3, y3] = t.a;
  const [x4, y4] = t.b;
  const den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
  if (Math.abs(den) < 1e-9) return undefined;
  const u = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den;
  return [x1 + u * (x2 - x1), y1 + u * (y2 - y1)];
}

/** Whether p lies on the segment, within `tol` px. */
export function onSegment(p: Pt, s: Segment, tol = 1): boolean {
  return Math.abs(distance(s.a, p) + distance(p, s.b) - distance(s.a, s.b)) < tol;
}

/**
 * The angle an arc marks, in degrees, given its centre: the arc is drawn anticlockwise on screen
 * from start to end when sweep is 0 (SVG's y points down, so screen-anticlockwise is maths-anticlockwise).
 */
export function arcAngle(arc: Arc, centre: Pt): number {
  const from = direction(centre, arc.start);
  const to = direction(centre, arc.end);
  const span = arc.sweep ? (((from - to) % 360) + 360) % 360 : (((to - from) % 360) + 360) % 360;
  return span;
}

/** The maths-convention direction of the middle of an arc, seen from its centre. */
export function arcMiddle(arc: Arc, centre: Pt): number {
  const from = direction(centre, arc.start);
  const span = arcAngle(arc, centre);
  return (from + (arc.sweep ? -span / 2 : span / 2) + 360) % 360;
}

/** The centre an arc was drawn about, among candidate points: both ends at radius r from it. */
export function arcCentre(arc: Arc, candidates: readonly Pt[], tol = 0.6): Pt | undefined {
  return candidates.find(
    (c) => Math.abs(distance(c, arc.start) - arc.r) < tol && Math.abs(distance(c, arc.end) - arc.r) < tol,
  );
}

/** The degrees in a label such as "60°", or undefined for a letter. */
export function degreesIn(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)°$/.exec(text);
  return m ? Number(m[1]) : undefined;
}
