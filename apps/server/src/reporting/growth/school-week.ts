const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Monday (yyyy-mm-dd) of the school week holding an instant, in Europe/London: the TypeScript twin
 * of the rollup's `date_trunc('week', measured_at at time zone 'Europe/London')::date`.
 */
export function schoolWeekStart(instant: Date): string {
  const day = ymd.format(instant);
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
