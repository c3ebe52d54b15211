/** Time on task as a teacher reads it: "45 min", "3 h 05 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** Medal colours dark enough to read on white (3:1 for a graphic). */
const MEDALS: Record<number, { color: string; name: string }> = {
  1: { color: '#b8860b', name: 'Gold' },
  2: { color: '#6b7280', name: 'Silver' },
  3: { color: '#a0522d', name: 'Bronze' },
};

/** The medal of a top-three rank (ties share it), or null. */
export function medalOf(rank: number, points: number): { color: string; name: string } | null {
  return points > 0 ? (MEDALS[rank] ?? null) : null;
}
