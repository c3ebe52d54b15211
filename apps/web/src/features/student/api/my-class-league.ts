import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { MyClassLeaguesSchema } from '@mathsight/contract/leagues.ts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { request } from '../../../shared/api/http-client.ts';

/**
 * GET students/me/class-league: the student's place in each class league this week, the others by
 * first name and initial. 409 when the school has turned leagues off: the card then hides (null).
 */
export function useMyClassLeague() {
  return useQuery({
    queryKey: ['my-class-league'],
    queryFn: async ({ signal }) => {
      try {
        return await request({
          method: 'GET',
          endpoint: leaguePaths.myClassLeague,
          schema: MyClassLeaguesSchema,
          signal,
          notify: false,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
