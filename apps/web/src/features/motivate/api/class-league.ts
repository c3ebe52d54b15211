import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { ClassLeagueSchema, type LeagueQuery } from '@mathsight/contract/leagues.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { leagueKeys, leagueParams } from './league-keys.ts';

/** GET schools/{id}/leagues/classes/{groupId}: a class's students ranked on effort (409 when leagues are off). */
export function useClassLeague(schoolId: number, groupId: number | null, query: LeagueQuery) {
  return useQuery({
    queryKey: leagueKeys.classLeague(schoolId, groupId ?? 0, query),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: leaguePaths.classLeague(schoolId, groupId ?? 0),
        params: leagueParams(query),
        schema: ClassLeagueSchema,
        signal,
        // The screen says when leagues are off; nothing to toast.
        notify: false,
      }),
    enabled: groupId !== null,
    refetchOnMount: 'always',
  });
}
