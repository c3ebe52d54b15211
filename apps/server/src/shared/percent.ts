/** part / whole as a rounded percentage, or null when there is no whole. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((100 * part) / whole) : null;
}
