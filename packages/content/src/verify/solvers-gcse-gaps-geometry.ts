/**
 * Verifier solvers for `constructs/gcse-gaps-geometry.ts`, reading each question as the student sees
 * it: a tank's water from its three lengths (in whichever unit the stem uses), floor packs rounded up
 * to whole packs, a new score from two totals, and an estimate read from the scatter graph's drawn
 * line of best fit against its numbered axes.
 */

import { add, div, floorQ, isInt, mul, parseQ, type Q, q, sub } from './exact.ts';
import { exactText, number } from './expect.ts';
import type { Solver } from './solver.ts';
import { drawnCorners } from './solvers-real-life-graphs.ts';
import { Unreadable } from './unreadable.ts';

function read(re: RegExp, text: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`cannot read "${text.slice(0, 60)}…"`);
  return m;
}

/** The smallest whole number at least x. */
const ceilQ = (x: Q) => (isInt(x) ? x.n : floorQ(x) + 1n);

/** An option describing a transformation, with spaces dropped, for comparing texts. */
const squash = (text: string) => text.replace(/\s+/g, '');

export const GCSE_GAP_GEOMETRY_SOLVERS: Readonly<Record<string, Solver>> = {
  'name-an-angle-with-three-letters': (s) => {
    const f = s.figure;
    if (f?.polygons.length !== 1 || f.arcs.length !== 1)
      throw new Unreadable('one shape and one angle marked');
    const corners = f.polygons[0]!;
    // Each corner's letter is the label nearest it.
    const letter = (p: readonly [number, number]) =>
      [...f.labels].sort(
        (a, b) => Math.hypot(a.at[0] - p[0], a.at[1] - p[1]) - Math.hypot(b.at[0] - p[0], b.at[1] - p[1]),
      )[0]!.text;
    const arc = f.arcs[0]!;
    const near = (p: readonly [number, number], q: readonly [number, number]) =>
      Math.abs(Math.hypot(p[0] - q[0], p[1] - q[1]) - arc.r) < 1;
    const vertex = corners.find((c) => near(arc.start, c) && near(arc.end, c));
    if (!vertex) throw new Unreadable('the corner the angle is marked at');
    // Each end of the arc lies on an arm: the line from the vertex to another corner in that direction.
    const towards = (end: readonly [number, number]) => {
      const dir = Math.atan2(end[1] - vertex[1], end[0] - vertex[0]);
      const corner = corners.find(
        (c) => c !== vertex && Math.abs(Math.atan2(c[1] - vertex[1], c[0] - vertex[0]) - dir) < 0.02,
      );
      if (!corner) throw new Unreadable('an arm of the marked angle');
      return letter(corner);
    };
    const [a, v, b] = [towards(arc.start), letter(vertex), towards(arc.end)];
    // Either order of the arms names the same angle.
    const same = (text: string) => {
      const m = /^Angle \$([A-Z])([A-Z])([A-Z])\$$/.exec(text);
      return m ? `${m[2]}:${[m[1], m[3]].sort().join('')}` : undefined;
    };
    return exactText(`${v}:${[a, b].sort().join('')}`, same);
  },
  'two-reflections-as-one-transformation': (s) => {
    const m = read(
      /reflected in the line \$([xy]) = (-?\d+)\$\. The image is then reflected in the line \$([xy]) = (-?\d+)\$\./,
      s.stem,
    );
    const [p, a, r, b] = [m[1]!, Number(m[2]), m[3]!, Number(m[4])];
    // Follow the point (0, 0) and the point (1, 0): reflecting in x = c sends x to 2c − x.
    const reflect = ([x, y]: [number, number], axis: string, c: number): [number, number] =>
      axis === 'x' ? [2 * c - x, y] : [x, 2 * c - y];
    const image = (pt: [number, number]) => reflect(reflect(pt, p, a), r, b);
    const [o, e] = [image([0, 0]), image([1, 0])];
    let answer: string;
    if (e[0] - o[0] === 1 && e[1] === o[1])
      answer = `Translation by $\\begin{pmatrix} ${o[0]} \\\\ ${o[1]} \\end{pmatrix}$`;
    else if (e[0] - o[0] === -1 && e[1] === o[1]) {
      // A half turn: its centre is halfway between a point and its image.
      answer = `Rotation of $180^{\\circ}$ about $(${o[0] / 2}, ${o[1] / 2})$`;
    } else throw new Unreadable('a translation or a half turn');
    return exactText(squash(answer), (text) => squash(text));
  },
  'congruence-criterion-of-two-triangles': (s) => {
    const m = read(
      /Triangle ABC: ([^.]*\d(?:\.\d)?(?: cm|°)(?:, [^,.]*\d(?:\.\d)? ?(?:cm|°))*)\./,
      s.alt ?? '',
    );
    const parts = m[1]!.split(', ');
    const right = parts.find((t) => / = 90°$/.exec(t));
    const vertex = right && /^angle [A-Z]([A-Z])[A-Z]/.exec(right)![1];
    if (!vertex) throw new Unreadable('a right angle');
    const sides = parts.filter((t) => / cm$/.test(t)).map((t) => t.slice(0, 2));
    const angles = parts.filter((t) => /^angle/.test(t) && t !== right);
    // The second triangle must have the same parts marked.
    if (
      !(s.alt ?? '').includes(
        `Triangle DEF, a mirror image: ${m[1]!.replace(/A/g, 'D').replace(/B/g, 'E').replace(/C/g, 'F')}.`,
      )
    )
      throw new Unreadable('the same parts marked on both triangles');
    let answer: string;
    const hyp = sides.find((t) => !t.includes(vertex));
    if (sides.length === 2 && hyp && angles.length === 0) answer = 'RHS';
    else if (sides.length === 2 && angles.length === 0) answer = 'SAS';
    else if (sides.length === 1 && angles.length === 1 && !hyp) answer = 'ASA';
    else throw new Unreadable('two sides, or a side and two angles, marked');
    return exactText(answer, (text) => text);
  },
  'plans-and-elevations-of-cubes': (s) => {
    const rows = [...(s.alt ?? '').matchAll(/left to right, stacks of heights ([\d, ]+)\./g)].map((m) =>
      m[1]!.split(', ').map(Number),
    );
    const cubes = rows.flat().reduce((t, h) => t + h, 0);
    // Every cube is drawn as three faces (front, top, side), so the drawing has three polygons a cube.
    if (rows.length !== 2 || s.figure?.polygons.length !== 3 * cubes)
      throw new Unreadable('a back and a front row of stacks, every cube drawn');
    const [back, front] = rows as [number[], number[]];
    const m = read(/squares are there in its (plan|front elevation|side elevation) /, s.stem);
    // From above: one square for each place with a stack; from the front: each column's tallest stack;
    // from the side (the right): each row's tallest stack.
    const count =
      m[1] === 'plan'
        ? [...back, ...front].filter((h) => h > 0).length
        : m[1] === 'front elevation'
          ? back.reduce((t, h, i) => t + Math.max(h, front[i]!), 0)
          : Math.max(...back) + Math.max(...front);
    return number(q(count));
  },
  'fish-tank-capacity-in-litres': (s) => {
    const m = read(
      /cuboid \$([\d.]+)\$ (cm|m) long, \$([\d.]+)\$ \2 wide and \$([\d.]+)\$ \2 tall\. .* depth of \$([\d.]+)\$ \2\. How many litres/,
      s.stem,
    );
    // The water is a cuboid as deep as the water; 1 m³ = 1000 litres, 1000 cm³ = 1 litre.
    const volume = mul(mul(parseQ(m[1]!), parseQ(m[3]!)), parseQ(m[5]!));
    return number(m[2] === 'm' ? mul(volume, q(1000)) : div(volume, q(1000)), { unit: 'litres' });
  },
  'floor-packs-cost': (s) => {
    const m = read(
      /measures \$([\d.]+)\$ m by \$([\d.]+)\$ m\. .* cover \$(\d+)\\text\{ m\}\^\{2\}\$ and cost £\$(\d+)\$ a pack\. Only whole packs/,
      s.stem,
    );
    const packs = ceilQ(div(mul(parseQ(m[1]!), parseQ(m[2]!)), parseQ(m[3]!)));
    return number(mul(q(packs), parseQ(m[4]!)), { unit: '£' });
  },
  'new-value-from-change-in-mean': (s) => {
    const m = read(/first \$(\d+)\$ test scores is \$(\d+)\$\. .* scores is \$(\d+)\$\./, s.stem);
    const [n, before, after] = [q(BigInt(m[1]!)), q(BigInt(m[2]!)), q(BigInt(m[3]!))];
    // The new total less the old total.
    return number(sub(mul(add(n, q(1)), after), mul(n, before)));
  },
  'scatter-graph-line-of-best-fit-estimate': (s) => {
    // The line of best fit is the one line drawn, read against the numbered axes.
    const corners = drawnCorners(s);
    if (corners.length !== 2) throw new Unreadable('one straight line of best fit');
    const [[ax, ay], [bx, by]] = corners as [[Q, Q], [Q, Q]];
    if (!(s.alt ?? '').includes(`line of best fit goes from (${ax.n}, ${ay.n}) to (${bx.n}, ${by.n})`))
      throw new Unreadable('the text alternative giving the line of best fit');
    const x = q(BigInt(read(/\$(\d+)\$/, s.stem)[1]!));
    return number(add(ay, div(mul(sub(by, ay), sub(x, ax)), sub(bx, ax))));
  },
};
