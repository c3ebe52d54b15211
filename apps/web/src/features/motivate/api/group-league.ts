import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { GroupLeagueSchema, type LeagueQuery } from '@mathsight/contract/leagues.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { leagueKeys, leagueParams } from './league-keys.ts';

/** GET schools/{id}/leagues/groups: the school's classes ranked on effort points per student. */
export function useGroupLeague(schoolId: number, query: LeagueQuery & { yearGroupId: number | null }) {
  return useQuery({
    queryKey: leagueKeys.groupLeague(schoolId, query),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: leaguePaths.groupLeague(schoolId),
        params: leagueParams(query),
        schema: GroupLeagueSchema,
        signal,
        notify: false,
      }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
