/** The calendar's duration of a drag: whole months and days, or a time of day. */
export interface DragDelta {
  years: number;
  months: number;
  days: number;
  milliseconds: number;
}

/**
 * How many days a drag on the month or week grid moved work by; null for a drag that is not a
 * whole number of days (the day grids only make those, so anything else is put back).
 */
export function dropDays(delta: DragDelta): number | null {
  if (delta.years !== 0 || delta.months !== 0 || delta.milliseconds !== 0) return null;
  return delta.days;
}
