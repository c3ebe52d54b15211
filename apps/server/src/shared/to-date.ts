/** Raw queries bypass Drizzle's column mapping; both drivers give Dates for timestamptz, but be sure. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
