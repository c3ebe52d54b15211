import type { EffortSummary } from '@mathsight/contract/effort.ts';
import type { LeagueStudent } from '@mathsight/contract/leagues.ts';
import type { LeagueMember } from './leagues.repository.ts';

/** A ranked member with their effort as the league table shows them (decision 0041: shapes beside the repository). */
export function toStudent(r: LeagueMember & EffortSummary & { rank: number }): LeagueStudent {
  return {
    rank: r.rank,
    studentId: r.studentId,
    firstName: r.firstName,
    lastName: r.lastName,
    classes: r.classes,
    workCompleted: r.workCompleted,
    questionsAnswered: r.questionsAnswered,
    retries: r.retries,
    timeOnTaskMinutes: r.timeOnTaskMinutes,
    effortPoints: r.effortPoints,
  };
}
