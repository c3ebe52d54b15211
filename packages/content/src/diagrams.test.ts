import { describe, expect, it } from 'vitest';
import { bearingDiagram } from './diagrams.ts';
import { type Pt, readSvg } from './test/svg-geometry.ts';

/** The bearing (clockwise from north, 0–360) of `to` seen from `from`, on screen (y down). */
function bearingOf(from: Pt, to: Pt): number {
  const deg = (Math.atan2(to[0] - from[0], from[1] - to[1]) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/** How far apart two bearings are, in degrees (0–180). */
function turn(a: number, b: number): number {
  return Math.abs(((a - b + 540) % 360) - 180);
}

/** The distance from p to the segment ab. */
function distanceToSegment(p: Pt, a: Pt, b: Pt): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

describe('the bearing diagram', () => {
  // Every bearing back-bearings asks: 020°–160° and 205°–340° (decision 0063).
  const bearings = [
    ...Array.from({ length: 29 }, (_, k) => 20 + 5 * k),
    ...Array.from({ length: 28 }, (_, k) => 205 + 5 * k),
  ];

  it.each(bearings)('draws %i° from A and the way back from B as marked, letters clear of the line', (b) => {
    const f = readSvg(bearingDiagram({ bearing: b, bearingLabel: `${b}°`, unknownLabel: 'x', title: 'B' }));
    const letter = (t: string) => f.labels.find((l) => l.text === t)!.at;
    const path = f.segments.find(
      (s) => s.stroke !== '' && !s.dashed && Math.hypot(s.a[0] - s.b[0], s.a[1] - s.b[1]) > 100,
    )!;
    const [A, B] = [path.a, path.b];
    expect(turn(bearingOf(A, B), b)).toBeLessThan(0.05);
    // The arc marked x at B runs from the line BA round to north: it starts on the bearing back.
    const back = (b + 180) % 360;
    const arcAtB = f.arcs.find(
      (a) => Math.abs(Math.hypot(a.start[0] - B[0], a.start[1] - B[1]) - a.r) < 0.1,
    )!;
    // (Arc ends are written to 0.1 px: on a 30 px radius, within half a degree.)
    expect(turn(bearingOf(B, arcAtB.start), back)).toBeLessThan(0.5);
    expect(turn(bearingOf(B, arcAtB.end), 0)).toBeLessThan(0.5);
    // The point letters sit at least 9 px from the line AB (half a letter and a gap).
    for (const t of ['A', 'B']) expect(distanceToSegment(letter(t), A, B), t).toBeGreaterThan(9);
  });
});
