import { IdParamSchema } from '@mathsight/contract/common.ts';
import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import {
  StartSyncConnectionRequestSchema,
  StartSyncConnectionResponseSchema,
  SyncConnectionCallbackQuerySchema,
  SyncConnectionListSchema,
  SyncConnectionParamsSchema,
  SyncConnectionSchema,
  UpdateSyncConnectionRequestSchema,
} from '@mathsight/contract/sync-connections.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { SyncConnectionsService } from './sync-connections.service.ts';

/** Issue 28: a school's roster provider connections, administrators only; the OAuth callback is public (sealed state). */
export async function syncConnectionsRoutes(
  app: FastifyInstance,
  { syncConnections }: { syncConnections: SyncConnectionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.get(
    syncConnectionPaths.connections(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: { tags, params: IdParamSchema, response: { 200: SyncConnectionListSchema } },
    },
    (request) => syncConnections.list(callerOf(request), request.params.id),
  );

  r.post(
    syncConnectionPaths.connection(':id', ':provider'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: SyncConnectionParamsSchema,
        body: StartSyncConnectionRequestSchema,
        response: { 200: StartSyncConnectionResponseSchema },
      },
    },
    (request) =>
      syncConnections.start(callerOf(request), request.params.id, request.params.provider, request.body),
  );

  r.put(
    syncConnectionPaths.connection(':id', ':provider'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: SyncConnectionParamsSchema,
        body: UpdateSyncConnectionRequestSchema,
        response: { 200: SyncConnectionSchema },
      },
    },
    (request) =>
      syncConnections.update(callerOf(request), request.params.id, request.params.provider, request.body),
  );

  r.delete(
    syncConnectionPaths.connection(':id', ':provider'),
    { config: { access: 'schoolAdministrator' }, schema: { tags, params: SyncConnectionParamsSchema } },
    async (request, reply) => {
      await syncConnections.remove(callerOf(request), request.params.id, request.params.provider);
      return reply.code(204).send(null);
    },
  );

  r.post(
    syncConnectionPaths.cleverSchool(),
    {
      config: { access: 'teacher' },
      schema: { tags, response: { 200: StartSyncConnectionResponseSchema } },
    },
    (request) => syncConnections.startCleverSchool(callerOf(request)),
  );

  r.get(
    syncConnectionPaths.callback(),
    { config: { access: 'public' }, schema: { tags, querystring: SyncConnectionCallbackQuerySchema } },
    async (request, reply) => {
      // A page that sends the browser on to the sync screen (a 200, not a redirect: the page says how it went).
      const target = await syncConnections.callback(request.query);
      const connected = target.includes('connected=');
      const href = target.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      const heading = connected ? 'Connected' : 'Not connected';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>${heading}</title></head><body><main><h1>${heading}</h1><p><a href="${href}">Back to sync settings</a></p></main></body></html>`,
        );
    },
  );
}
