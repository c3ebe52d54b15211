/**
 * Verifier solvers for the GCSE Higher geometry constructs. Each reads the stem as the student
 * sees it and works the answer out its own way, in BigInt fractions: a sector as its fraction of a
 * turn, a cone as a third of its cylinder, a root by integer square roots.
 */

import { add, div, isqrt, mul, type Q, q, sqrtDp, sub } from './exact.ts';
import { type Expect, exactText, number } from './expect.ts';
import type { Solver } from './solvers.ts';
import { Unreadable } from './unreadable.ts';

function read(re: RegExp, text: string, what: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`cannot read ${what}`);
  return m;
}

/** A length written as "$12\text{ cm}$" right after `before`: its value and unit. */
function lengthAfter(stem: string, before: string): { value: Q; unit: string } {
  const m = read(
    new RegExp(`${before} \\$(\\d+)\\\\text\\{ (cm|m)\\}\\$`),
    stem,
    `the length after "${before}"`,
  );
  return { value: q(BigInt(m[1]!)), unit: m[2]! };
}

/** An angle written as "$72^{\circ}$" right after `before`. */
function angleAfter(stem: string, before: string): Q {
  return q(
    BigInt(
      read(new RegExp(`${before} \\$(\\d+)\\^\\{\\\\circ\\}\\$`), stem, `the angle after "${before}"`)[1]!,
    ),
  );
}

const inPi = (stem: string) => {
  if (!/Give your answer in terms of \$\\pi\$/.test(stem)) throw new Unreadable('an answer in terms of π');
};

/** The arc: the sector's fraction of a whole turn, times the circumference 2πr. */
function arc(r: { value: Q; unit: string }, angle: Q): Expect {
  const fraction = div(angle, q(360));
  return number(mul(fraction, mul(q(2), r.value)), { pi: 1, unit: r.unit });
}

/** The sector: the sector's fraction of a whole turn, times the circle's area πr². */
function sector(r: { value: Q; unit: string }, angle: Q): Expect {
  const fraction = div(angle, q(360));
  return number(mul(fraction, mul(r.value, r.value)), { pi: 1, unit: `${r.unit}^2` });
}

/** The radius from "a radius of $5 cm$" or "a diameter of $10 cm$". */
function radiusOf(stem: string): Q {
  const m = read(/a (radius|diameter) of \$(\d+)\\text\{ cm\}\$/, stem, 'a radius or a diameter');
  const v = q(BigInt(m[2]!));
  return m[1] === 'radius' ? v : div(v, q(2));
}

/** The whole root when n is a square, else √n to 1 decimal place, as the stem asks. */
function rootAsAsked(n: Q, stem: string): Q {
  if (n.d === 1n && isqrt(n.n) ** 2n === n.n) return q(isqrt(n.n));
  if (!/Give your answer to 1 decimal place/.test(stem)) throw new Unreadable('how to round');
  return sqrtDp(n, 1);
}

/** A column vector's components from "\begin{pmatrix} 3 \\ -2 \end{pmatrix}". */
function columnVector(latex: string): [Q, Q] {
  const m = read(
    /\\begin\{pmatrix\}\s*(-?\d+)\s*\\\\\s*(-?\d+)\s*\\end\{pmatrix\}/,
    latex,
    'a column vector',
  );
  return [q(BigInt(m[1]!)), q(BigInt(m[2]!))];
}

/** An option that is a column vector, as "(x, y)"; undefined when it is not one. */
function vectorOption(text: string): string | undefined {
  try {
    const [x, y] = columnVector(text.trim().replace(/^\$|\$$/g, ''));
    return `(${x.n}, ${y.n})`;
  } catch {
    return undefined;
  }
}

const degrees = (x: Q) => number(x, { unit: '°' });

export const HIGHER_GEOMETRY_SOLVERS: Readonly<Record<string, Solver>> = {
  'arc-length': (s) => {
    inPi(s.stem);
    if (!/Work out the length of its arc/.test(s.stem)) throw new Unreadable('an arc length');
    return arc(lengthAfter(s.stem, 'radius'), angleAfter(s.stem, 'an angle of'));
  },
  'arc-length-big-wheel': (s) => {
    // The seat on the rim travels along the arc its angle cuts off.
    inPi(s.stem);
    if (!/seat on its rim/.test(s.stem) || !/How far/.test(s.stem))
      throw new Unreadable('the distance travelled');
    return arc(lengthAfter(s.stem, 'radius'), angleAfter(s.stem, 'an angle of'));
  },
  'sector-area': (s) => {
    inPi(s.stem);
    if (!/Work out its area/.test(s.stem)) throw new Unreadable('an area');
    return sector(lengthAfter(s.stem, 'radius'), angleAfter(s.stem, 'an angle of'));
  },
  'sector-area-sprinkler': (s) => {
    // The spray reaches a distance r all round the angle it turns through: a sector of radius r.
    inPi(s.stem);
    if (!/What area of lawn/.test(s.stem)) throw new Unreadable('an area of lawn');
    return sector(lengthAfter(s.stem, 'up to'), angleAfter(s.stem, 'an angle of'));
  },
  'volume-of-a-cone': (s) => {
    if (!/in \$\\text\{cm\}\^\{3\}\$ in terms of \$\\pi\$/.test(s.stem))
      throw new Unreadable('cm³ in terms of π');
    const r = radiusOf(s.stem);
    const h = q(BigInt(read(/\$(\d+)\\text\{ cm\}\$ deep/, s.stem, 'the depth')[1]!));
    // A third of the cylinder with the same base and height.
    const cylinder = mul(mul(r, r), h);
    return number(div(cylinder, q(3)), { pi: 1, unit: 'cm^3' });
  },
  'volume-of-a-sphere': (s) => {
    inPi(s.stem);
    if (!/Work out its volume/.test(s.stem)) throw new Unreadable('a volume');
    const r = radiusOf(s.stem);
    return number(mul(q(4, 3), mul(r, mul(r, r))), { pi: 1, unit: 'cm^3' });
  },
  'surface-area-of-a-sphere': (s) => {
    inPi(s.stem);
    if (!/Work out its surface area/.test(s.stem)) throw new Unreadable('a surface area');
    const r = radiusOf(s.stem);
    return number(mul(q(4), mul(r, r)), { pi: 1, unit: 'cm^2' });
  },
  'combine-column-vectors': (s) => {
    const a = columnVector(read(/\\mathbf\{a\} = ([^$]+)/, s.stem, 'vector a')[1]!);
    const b = columnVector(read(/\\mathbf\{b\} = ([^$]+)/, s.stem, 'vector b')[1]!);
    const m = read(/Work out \$(\d+)\\mathbf\{a\} ([+-]) (\d+)\\mathbf\{b\}\$/, s.stem, 'the combination');
    const [ka, kb] = [q(BigInt(m[1]!)), q(BigInt(m[3]!))];
    const term = (i: 0 | 1) => (m[2] === '-' ? sub : add)(mul(ka, a[i]), mul(kb, b[i]));
    const [x, y] = [term(0), term(1)];
    return exactText(`(${x.n}, ${y.n})`, vectorOption);
  },
  'magnitude-of-a-vector': (s) => {
    if (!/magnitude of the vector/.test(s.stem)) throw new Unreadable('a magnitude');
    const [x, y] = columnVector(s.stem);
    return number(rootAsAsked(add(mul(x, x), mul(y, y)), s.stem), { unit: '' });
  },
  'longest-rod-in-a-box': (s) => {
    // The rod runs corner to opposite corner: across the base, then up, two right-angled triangles.
    const [l, w, h] = [...s.stem.matchAll(/\$(\d+)\\text\{ cm\}\$ (long|wide|high)/g)].map((m) =>
      q(BigInt(m[1]!)),
    );
    if (!l || !w || !h) throw new Unreadable('three edges');
    const baseSquared = add(mul(l, l), mul(w, w));
    return number(rootAsAsked(add(baseSquared, mul(h, h)), s.stem), { unit: 'cm' });
  },
  'angle-at-the-centre': (s) => {
    if (!/centre \$O\$/.test(s.stem) || !/\$C\$ is on the major arc \$AB\$/.test(s.stem))
      throw new Unreadable('C on the major arc of a circle with centre O');
    const given = read(/Angle \$(ACB|AOB)\$ is \$(\d+)\^\{\\circ\}\$/, s.stem, 'the given angle');
    const asked = read(/size of angle \$(ACB|AOB)\$/, s.stem, 'the angle asked')[1];
    const value = q(BigInt(given[2]!));
    if (given[1] === asked) throw new Unreadable('a different angle asked');
    // Both stand on the minor arc AB; the one at O is twice the one at C.
    return degrees(asked === 'AOB' ? mul(value, q(2)) : div(value, q(2)));
  },
  'cyclic-quadrilateral-angles': (s) => {
    if (!/\$ABCD\$ is a cyclic quadrilateral/.test(s.stem)) throw new Unreadable('a cyclic quadrilateral');
    const known = new Map(
      [...s.stem.matchAll(/angle \$([ABCD])\$ is \$(\d+)\^\{\\circ\}\$/gi)].map((m) => [
        m[1]!,
        q(BigInt(m[2]!)),
      ]),
    );
    const asked = read(/size of angle \$([ABCD])\$/, s.stem, 'the angle asked')[1]!;
    const letters = 'ABCD';
    const opposite = letters[(letters.indexOf(asked) + 2) % 4]!;
    const across = known.get(opposite);
    if (!across) throw new Unreadable(`the angle opposite ${asked}`);
    return degrees(sub(q(180), across));
  },
};
