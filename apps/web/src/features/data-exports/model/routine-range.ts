import { ROUTINE_MAX_WEEKS, ROUTINE_MESSAGES, routineWeekCount } from '@mathsight/contract/routine.ts';

/**
 * What stops the routine's weeks being downloaded, by field, as the server would refuse them: a day
 * missing, the last before the first, or more than ROUTINE_MAX_WEEKS school weeks (the first day's
 * week counts whole, from its Monday).
 */
export function routineRangeProblems(from: string | null, to: string | null): { from?: string; to?: string } {
  if (from === null || to === null) {
    return {
      ...(from === null && { from: 'Enter the first day' }),
      ...(to === null && { to: 'Enter the last day' }),
    };
  }
  if (to < from || routineWeekCount(from, to) > ROUTINE_MAX_WEEKS) return { to: ROUTINE_MESSAGES.range };
  return {};
}
