import { rosterSyncPaths } from '@mathsight/contract/roster-sync.paths.ts';
import {
  MisSyncListSchema,
  ResolveMisSyncRequestSchema,
  StartSyncRunRequestSchema,
  SyncRunParamsSchema,
  SyncRunSchema,
  SyncStatusSchema,
} from '@mathsight/contract/roster-sync.ts';
import { SyncConnectionParamsSchema } from '@mathsight/contract/sync-connections.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { RosterSyncService } from './roster-sync.service.ts';

/** Issue 28, spec §7 Sync: GET and POST for each provider, a run's progress, and the mis-sync details. */
export async function rosterSyncRoutes(
  app: FastifyInstance,
  { rosterSync }: { rosterSync: RosterSyncService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.get(
    rosterSyncPaths.sync(':id', ':provider'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: SyncConnectionParamsSchema, response: { 200: SyncStatusSchema } },
    },
    (request) => rosterSync.status(callerOf(request), request.params.id, request.params.provider),
  );

  r.post(
    rosterSyncPaths.sync(':id', ':provider'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: SyncConnectionParamsSchema,
        body: StartSyncRunRequestSchema,
        response: { 202: SyncRunSchema },
      },
    },
    async (request, reply) => {
      const run = await rosterSync.start(
        callerOf(request),
        request.params.id,
        request.params.provider,
        request.body,
      );
      return reply.code(202).send(run);
    },
  );

  r.get(
    rosterSyncPaths.run(':id', ':provider', ':runId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: SyncRunParamsSchema, response: { 200: SyncRunSchema } },
    },
    (request) =>
      rosterSync.run(callerOf(request), request.params.id, request.params.provider, request.params.runId),
  );

  r.get(
    rosterSyncPaths.misSyncs(':id', ':provider'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: SyncConnectionParamsSchema, response: { 200: MisSyncListSchema } },
    },
    (request) => rosterSync.misSyncs(callerOf(request), request.params.id, request.params.provider),
  );

  r.post(
    rosterSyncPaths.misSyncs(':id', ':provider'),
    {
      config: { access: 'schoolAdministrator' },
      schema: { tags, params: SyncConnectionParamsSchema, body: ResolveMisSyncRequestSchema },
    },
    async (request, reply) => {
      await rosterSync.resolve(callerOf(request), request.params.id, request.params.provider, request.body);
      return reply.code(204).send(null);
    },
  );
}
