/**
 * A solid made of cubes, drawn to scale in oblique projection (GCSE G13): each cube's front face a true
 * square, its depth drawn up and to the right at half scale and 45°. Stacks stand on a grid of columns
 * (left to right) and rows (back, front); every cube is drawn as its three visible faces, far cubes
 * first, so nearer cubes cover what they hide. The text alternative gives each stack's height.
 */

import { COLOURS, label, polygon, svgDocument } from './svg.ts';

/** Stack heights, `rows[0]` the back row and the last the front row, each left to right. */
export type Stacks = ReadonlyArray<readonly number[]>;

const S = 40;
const D = (S / 2) * Math.SQRT1_2;

export function cubesDrawing(rows: Stacks): { svg: string; alt: string } {
  const depth = rows.length;
  const width = rows[0]!.length;
  const tallest = Math.max(...rows.flat());
  const [left, bottom] = [30, 30 + tallest * S + depth * D];
  // A point at column x, depth y (0 = the front), height z.
  const at = (x: number, y: number, z: number): [number, number] => [
    left + x * S + y * D,
    bottom - z * S - y * D,
  ];
  const body: string[] = [];
  for (let r = 0; r < depth; r++) {
    const y = depth - 1 - r;
    for (let z = 0; z < tallest; z++)
      for (let x = 0; x < width; x++) {
        if (rows[r]![x]! <= z) continue;
        const face = (pts: Array<[number, number]>, fill: string) =>
          body.push(polygon(pts, { fill, 'stroke-width': 1.5 }));
        face(
          [at(x + 1, y, z), at(x + 1, y + 1, z), at(x + 1, y + 1, z + 1), at(x + 1, y, z + 1)],
          COLOURS.fillAmber,
        );
        face(
          [at(x, y, z + 1), at(x + 1, y, z + 1), at(x + 1, y + 1, z + 1), at(x, y + 1, z + 1)],
          COLOURS.fillGreen,
        );
        face([at(x, y, z), at(x + 1, y, z), at(x + 1, y, z + 1), at(x, y, z + 1)], COLOURS.fillBlue);
      }
  }
  const [w, h] = [left + width * S + depth * D + 60, bottom + 34];
  body.push(
    label(left + (width * S) / 2, bottom + 20, 'Front', { 'font-size': 13 }),
    label(left + width * S + depth * D + 30, bottom - (tallest * S) / 2, 'Side', { 'font-size': 13 }),
  );
  const names = depth === 2 ? ['Back row', 'Front row'] : rows.map((_, i) => `Row ${i + 1} from the back`);
  const alt = `A solid made of cubes standing on a grid ${width} cubes wide and ${depth} cubes deep, the front and the side marked. ${rows
    .map((row, i) => `${names[i]}, left to right, stacks of heights ${row.join(', ')}.`)
    .join(' ')}`;
  return { svg: svgDocument(Math.round(w), Math.round(h), 'A solid made of cubes', body), alt };
}
