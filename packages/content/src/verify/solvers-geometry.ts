/**
 * The geometry strand's solvers: each reads a question as the student sees it and works its answer out, exactly
 * (split from `solvers.ts`, which gathers every strand's).
 */

import type { Label, Pt, SvgFigure } from '../test/svg-geometry.ts';
import { add, div, eq, mul, type Q, q, sub, sum, toNumber } from './exact.ts';
import { exactText, number } from './expect.ts';
import type { Solver } from './solver.ts';
import {
  baseTimesHeight,
  circles,
  cm,
  cmLabels,
  degreeLabels,
  degrees,
  direction,
  dist,
  fig,
  hasX,
  match,
  mid,
  mode,
  nearest,
  need,
  polygonSides,
  pythagoras,
  radius,
  readPoint,
  rightTriangle,
  wholeDegrees,
  Z,
} from './solver-helpers.ts';
import { Unreadable } from './unreadable.ts';

/** The geometry strand, by construct slug. */
export const GEOMETRY_SOLVERS: Readonly<Record<string, Solver>> = {
  'angles-on-a-straight-line': (s) => {
    hasX(fig(s));
    return number(sub(Z(180), sum(degreeLabels(fig(s)))), { unit: '°' });
  },
  'angles-around-a-point': (s) => {
    hasX(fig(s));
    return number(sub(Z(360), sum(degreeLabels(fig(s)))), { unit: '°' });
  },
  'angles-in-a-triangle': (s) => {
    hasX(fig(s));
    const known = degreeLabels(fig(s));
    if (known.length !== 2) throw new Unreadable('two known angles');
    return number(sub(Z(180), sum(known)), { unit: '°' });
  },
  'isosceles-triangle-angles': (s) => {
    const f = fig(s);
    const tri = need(f.polygons[0], 'the triangle');
    const apex = tri.reduce((a, b) => (b[1] < a[1] ? b : a));
    const labelled = f.labels.filter((l) => l.text === 'x' || degrees(l) !== undefined);
    const cornerOf = (l: Label) => nearest(tri, (p) => p, l.at);
    const x = need(
      labelled.find((l) => l.text === 'x'),
      'x',
    );
    const given = need(
      labelled.find((l) => degrees(l) !== undefined),
      'the given angle',
    );
    const g = degrees(given)!;
    const [xApex, gApex] = [cornerOf(x) === apex, cornerOf(given) === apex];
    if (xApex && gApex) throw new Unreadable('two labels at the apex');
    const value = gApex ? div(sub(Z(180), g), Z(2)) : xApex ? sub(Z(180), mul(g, Z(2))) : g;
    return number(value, { unit: '°' });
  },
  'angles-in-parallel-lines': (s) => {
    // The angle x as drawn: the arc in the colour of the label x, measured about the crossing it marks.
    const f = fig(s);
    const ink = f.segments.filter((l) => !l.dashed);
    const horizontals = ink.filter((l) => l.a[1] === l.b[1]);
    const transversal = need(
      ink.find((l) => l.a[1] !== l.b[1]),
      'the transversal',
    );
    if (horizontals.length !== 2) throw new Unreadable('two parallel lines');
    const crossings = horizontals.map((h): Pt => {
      const y = h.a[1];
      const t = (y - transversal.a[1]) / (transversal.b[1] - transversal.a[1]);
      return [transversal.a[0] + t * (transversal.b[0] - transversal.a[0]), y];
    });
    const rays = [
      0,
      180,
      direction(transversal.b, transversal.a) % 180,
      (direction(transversal.b, transversal.a) % 180) + 180,
    ];
    const sizeOf = (arc: SvgFigure['arcs'][number]) => {
      const centre = need(
        crossings.find(
          (c) => Math.abs(dist(c, arc.start) - arc.r) < 0.8 && Math.abs(dist(c, arc.end) - arc.r) < 0.8,
        ),
        'an arc at a crossing',
      );
      const [from, to] = [direction(centre, arc.start), direction(centre, arc.end)];
      for (const d of [from, to])
        if (!rays.some((r) => Math.abs(((d - r + 540) % 360) - 180) < 1.5))
          throw new Unreadable('an arc off the lines');
      return arc.sweep ? (((from - to) % 360) + 360) % 360 : (((to - from) % 360) + 360) % 360;
    };
    const drawn = f.arcs.map((arc) => ({ arc, label: f.labels.find((l) => l.fill === arc.stroke) }));
    for (const d of drawn) {
      const given = d.label && degrees(d.label);
      if (given && !eq(wholeDegrees(sizeOf(d.arc), d.label!.text), given))
        throw new Unreadable(`${d.label!.text} drawn as ${sizeOf(d.arc).toFixed(1)}°`);
    }
    const x = need(
      drawn.find((d) => d.label?.text === 'x'),
      'the arc of x',
    );
    return number(wholeDegrees(sizeOf(x.arc), 'x'), { unit: '°' });
  },
  'polygon-angle-sum': (s) => number(Z((polygonSides(s.stem) - 2) * 180), { unit: '°' }),
  'regular-polygon-angles': (s) => {
    const n = polygonSides(s.stem);
    if (!/regular/.test(s.stem)) throw new Unreadable('a regular polygon');
    if (/each exterior angle/.test(s.stem)) return number(q(360, n), { unit: '°' });
    if (/each interior angle/.test(s.stem)) return number(q((n - 2) * 180, n), { unit: '°' });
    throw new Unreadable('interior or exterior');
  },
  'rectangle-area': (s) => {
    const [a, b] = cmLabels(fig(s)).map((l) => cm(l)!);
    return number(mul(need(a, 'a side'), need(b, 'a side')), { unit: 'cm^2' });
  },
  'rectangle-perimeter': (s) => {
    const [a, b] = cmLabels(fig(s)).map((l) => cm(l)!);
    return number(mul(Z(2), add(need(a, 'a side'), need(b, 'a side'))), { unit: 'cm' });
  },
  'triangle-area': (s) => number(div(baseTimesHeight(fig(s)), Z(2)), { unit: 'cm^2' }),
  'parallelogram-area': (s) => number(baseTimesHeight(fig(s)), { unit: 'cm^2' }),
  'trapezium-area': (s) => {
    const f = fig(s);
    const h = need(
      f.segments.find((l) => l.dashed),
      'the height',
    );
    const labels = cmLabels(f);
    const hLabel = nearest(labels, (l) => l.at, mid(h.a, h.b));
    const parallel = labels.filter((l) => l !== hLabel).map((l) => cm(l)!);
    if (parallel.length !== 2) throw new Unreadable('two parallel sides');
    return number(mul(div(add(parallel[0]!, parallel[1]!), Z(2)), cm(hLabel)!), { unit: 'cm^2' });
  },
  'circle-area': (s) => {
    const r = radius(s);
    return number(mul(r, r), { pi: 1, unit: 'cm^2' });
  },
  'circle-circumference': (s) => number(mul(Z(2), radius(s)), { pi: 1, unit: 'cm' }),
  'cuboid-volume': (s) => {
    const [l, w, h] = cmLabels(fig(s)).map((x) => cm(x)!);
    return number(mul(mul(need(l, 'l'), need(w, 'w')), need(h, 'h')), { unit: 'cm^3' });
  },
  'cuboid-surface-area': (s) => {
    const [l, w, h] = cmLabels(fig(s)).map((x) => cm(x)!) as [Q, Q, Q];
    if (!h) throw new Unreadable('three edges');
    return number(mul(Z(2), add(add(mul(l, w), mul(l, h)), mul(w, h))), { unit: 'cm^2' });
  },
  'cylinder-volume': (s) => {
    const f = fig(s);
    const radiusLine = need(
      f.segments.find((l) => !l.dashed),
      'the radius',
    );
    const labels = cmLabels(f);
    const rLabel = nearest(labels, (l) => l.at, mid(radiusLine.a, radiusLine.b));
    const hLabel = need(
      labels.find((l) => l !== rLabel),
      'the height',
    );
    const r = cm(rLabel)!;
    return number(mul(mul(r, r), cm(hLabel)!), { pi: 1, unit: 'cm^3' });
  },
  'pythagoras-hypotenuse': (s) => pythagoras(s),
  'pythagoras-shorter-side': (s) => pythagoras(s),
  'trigonometry-missing-side': (s) => {
    const f = fig(s);
    const { square, p1, p2, labelOf } = rightTriangle(f);
    const arc = need(f.arcs[0], 'the angle arc');
    const vertex = nearest([p1, p2], (p) => p, mid(arc.start, arc.end));
    const other = vertex === p1 ? p2 : p1;
    const theta = degreeLabels(f)[0];
    if (!theta) throw new Unreadable('the angle');
    const sidesOf = {
      hyp: labelOf(vertex, other),
      adj: labelOf(vertex, square),
      opp: labelOf(square, other),
    };
    const entries = Object.entries(sidesOf);
    const xSide = need(
      entries.find(([, l]) => l.text === 'x'),
      'x',
    )[0];
    const known = need(
      entries.find(([, l]) => cm(l) !== undefined),
      'a known side',
    );
    const t = (toNumber(theta) * Math.PI) / 180;
    const len: Record<string, number> = { hyp: 1, adj: Math.cos(t), opp: Math.sin(t) };
    const value = (toNumber(cm(known[1])!) * len[xSide]!) / len[known[0]]!;
    // Trigonometric ratios are irrational: the one place the verifier rounds a float, so it refuses
    // values too near a rounding boundary to be sure of the first decimal place.
    const tenths = value * 10;
    if (Math.abs(tenths - Math.floor(tenths) - 0.5) < 1e-6)
      throw new Unreadable('a value on a rounding boundary');
    return number(q(Math.round(tenths), 10), { unit: 'cm' });
  },
  'read-coordinates': (s) => {
    const f = fig(s);
    const p = need(
      circles(need(s.svg, 'svg')).find(
        (c) => c.r > 3 && f.labels.some((l) => l.text === 'P' && dist(l.at, c.c) < 20),
      ),
      'the point P',
    );
    const numeric = f.labels.filter((l) => /^-?\d+$/.test(l.text));
    const rowY = mode(numeric.map((l) => l.at[1]));
    const colX = mode(numeric.map((l) => l.at[0]));
    const xs = numeric.filter((l) => l.at[1] === rowY);
    const ys = numeric.filter((l) => l.at[0] === colX);
    const read = (axis: Label[], coord: number, i: 0 | 1) => {
      const [a, b] = [axis[0]!, axis[axis.length - 1]!];
      const t = (coord - a.at[i]) / (b.at[i] - a.at[i]);
      const v = Number(a.text) + t * (Number(b.text) - Number(a.text));
      if (Math.abs(v - Math.round(v)) > 0.05) throw new Unreadable('P on a grid point');
      return Math.round(v);
    };
    return exactText(`(${read(xs, p.c[0], 0)}, ${read(ys, p.c[1], 1)})`, readPoint);
  },
  'translate-a-point': (s) => {
    const m = match(
      /^The point \$\((-?\d+), (-?\d+)\)\$ is translated by the vector \$\\begin\{pmatrix\} (-?\d+) \\\\ (-?\d+) \\end\{pmatrix\}\$\./,
      s.stem,
    );
    return exactText(`(${Number(m[1]) + Number(m[3])}, ${Number(m[2]) + Number(m[4])})`, readPoint);
  },
  'back-bearings': (s) => {
    const m = match(
      /^The bearing of \$(\w)\$ from \$(\w)\$ is \$(\d{3})\^\{\\circ\}\$\. What is the bearing of \$(\w)\$ from \$(\w)\$\?$/,
      s.stem,
    );
    if (m[1] !== m[5] || m[2] !== m[4]) throw new Unreadable('the reverse bearing');
    const back = (Number(m[3]) + 180) % 360;
    if (s.figure && !s.figure.labels.some((l) => l.text === `${m[3]}°`))
      throw new Unreadable(`the figure's bearing ${m[3]}°, as the stem says`);
    const e = number(Z(back), { unit: '°' });
    return { ...e, is: (text) => e.is(text) && text.includes(`$${String(back).padStart(3, '0')}^{\\circ}$`) };
  },
};
