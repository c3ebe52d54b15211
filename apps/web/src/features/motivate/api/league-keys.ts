import type { LeagueQuery } from '@mathsight/contract/leagues.ts';

/** The leagues' queries, by school (the switch turning off drops them all). */
export const leagueKeys = {
  all: (schoolId: number) => ['leagues', schoolId] as const,
  classLeague: (schoolId: number, groupId: number, query: LeagueQuery) =>
    [...leagueKeys.all(schoolId), 'class', groupId, query] as const,
  schoolLeague: (schoolId: number, query: LeagueQuery & { yearGroupId?: number | null }) =>
    [...leagueKeys.all(schoolId), 'school', query] as const,
  groupLeague: (schoolId: number, query: LeagueQuery & { yearGroupId?: number | null }) =>
    [...leagueKeys.all(schoolId), 'groups', query] as const,
};

/** The query string of a league call: the period, the day, and a year group when chosen. */
export function leagueParams(query: LeagueQuery & { yearGroupId?: number | null }) {
  return {
    period: query.period ?? 'week',
    ...(query.date && { date: query.date }),
    ...(query.yearGroupId != null && { yearGroupId: query.yearGroupId }),
  };
}
