import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { type LeagueQuery, SchoolLeagueSchema } from '@mathsight/contract/leagues.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { leagueKeys, leagueParams } from './league-keys.ts';

/** GET schools/{id}/leagues/school: the school's students ranked on effort, of one year group if chosen. */
export function useSchoolLeague(schoolId: number, query: LeagueQuery & { yearGroupId: number | null }) {
  return useQuery({
    queryKey: leagueKeys.schoolLeague(schoolId, query),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: leaguePaths.schoolLeague(schoolId),
        params: leagueParams(query),
        schema: SchoolLeagueSchema,
        signal,
        notify: false,
      }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
