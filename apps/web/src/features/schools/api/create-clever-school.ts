import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import { StartSyncConnectionResponseSchema } from '@mathsight/contract/sync-connections.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { getCleverStatus } from '../../../shared/auth/school-sign-on-start.ts';

/** Whether the server has a Clever client (the button is shown only then). */
export function useCleverEnabled() {
  return useQuery({
    queryKey: ['clever-status'],
    queryFn: async () => (await getCleverStatus()).enabled,
    staleTime: 5 * 60_000,
  });
}

/** POST v3/schools/clever: Clever's authorize link; coming back, the district's school is made or asked to join. */
export function useCreateCleverSchool() {
  return useMutation({
    mutationFn: () =>
      request({
        method: 'POST',
        endpoint: syncConnectionPaths.cleverSchool(),
        notify: false,
        schema: StartSyncConnectionResponseSchema,
      }),
    onSuccess: ({ authorizeUrl }) => {
      if (authorizeUrl) window.location.assign(authorizeUrl);
    },
  });
}
