import type { Dayjs } from 'dayjs';

/** The greeting for a time of day: morning until noon, afternoon until six, then evening. */
export function greetingFor(time: Dayjs): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = time.hour();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
