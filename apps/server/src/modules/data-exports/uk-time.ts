/**
 * Instants in UK time as ISO 8601 with their offset (2025-06-02T09:15:04+01:00), for the transaction
 * CSV's millions of rows. Asking Intl for every row cost more than the rest of the row; the UK's offset
 * only changes on the hour (01:00 UTC, last Sundays of March and October), so it is asked once an hour
 * of the timeline and kept (a year of answers: under 9,000 hours).
 */
const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  timeZoneName: 'longOffset',
});
const HOUR_MS = 3_600_000;
const offsetsByHour = new Map<number, number>();
const MAX_HOURS_KEPT = 20_000;

/** Minutes ahead of UTC in London at this instant: 0 (GMT) or 60 (BST). */
function londonOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  // "GMT" or "GMT+01:00".
  const name = offsetFormat.formatToParts(new Date(hour * HOUR_MS)).find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  if (offsetsByHour.size >= MAX_HOURS_KEPT) offsetsByHour.clear();
  offsetsByHour.set(hour, minutes);
  return minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2025-06-02T09:15:04+01:00 for the instant `seconds` after 1970-01-01 UTC. */
export function ukIsoTime(seconds: number): string {
  const ms = seconds * 1000;
  const offset = londonOffsetMinutes(ms);
  const wall = new Date(ms + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
