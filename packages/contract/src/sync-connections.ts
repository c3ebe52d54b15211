import { z } from 'zod';
import { IdFromTextSchema, TextSchema } from './common.ts';

/**
 * A school's connections to the three roster providers (issue 28, spec §7 Sync): what the settings screen shows.
 * Tokens never appear here: they stay sealed on the server.
 */
export const SYNC_PROVIDERS = ['clever', 'google-classroom', 'wonde'] as const;
export const SyncProviderSchema = z.enum(SYNC_PROVIDERS);
export type SyncProvider = z.infer<typeof SyncProviderSchema>;

export const SyncUpdateTypeSchema = z.enum(['Merge', 'Replace']);
export type SyncUpdateType = z.infer<typeof SyncUpdateTypeSchema>;

export const SyncConnectionSchema = z.object({
  provider: SyncProviderSchema,
  connected: z.boolean(),
  /** The provider's side: the Clever district, the Wonde school, the Google account; null when not connected. */
  externalId: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** "Priya Shah"; null when not connected or once they have left. */
  connectedBy: z.string().nullable(),
  nightly: z.boolean(),
  updateType: SyncUpdateTypeSchema,
});
export type SyncConnection = z.infer<typeof SyncConnectionSchema>;

/** GET /api/v3/schools/{id}/sync/connections: one entry per provider, in SYNC_PROVIDERS order. */
export const SyncConnectionListSchema = z.array(SyncConnectionSchema);
export type SyncConnectionList = z.infer<typeof SyncConnectionListSchema>;

export const SyncConnectionParamsSchema = z.object({ id: IdFromTextSchema, provider: SyncProviderSchema });

/**
 * POST …/sync/{provider}/connection. Wonde: the Wonde school id and its token (connected at once). Clever and
 * Google Classroom: no body; the answer's authorizeUrl starts the provider's OAuth code flow.
 */
export const StartSyncConnectionRequestSchema = z.object({
  wondeSchoolId: TextSchema.trim().min(1).max(100).optional(),
  token: TextSchema.trim().min(1).max(2000).optional(),
});
export type StartSyncConnectionRequest = z.infer<typeof StartSyncConnectionRequestSchema>;

export const StartSyncConnectionResponseSchema = z.object({
  authorizeUrl: z.string().nullable(),
  connection: SyncConnectionSchema.nullable(),
});
export type StartSyncConnectionResponse = z.infer<typeof StartSyncConnectionResponseSchema>;

/** PUT …/sync/{provider}/connection. */
export const UpdateSyncConnectionRequestSchema = z.object({
  nightly: z.boolean().optional(),
  updateType: SyncUpdateTypeSchema.optional(),
});
export type UpdateSyncConnectionRequest = z.infer<typeof UpdateSyncConnectionRequestSchema>;

/** GET /api/v3/sync/connection-callback?code&state (the provider redirects the browser here). */
export const SyncConnectionCallbackQuerySchema = z.object({
  code: TextSchema.max(2000).optional(),
  state: TextSchema.max(4000).optional(),
  error: TextSchema.max(200).optional(),
});
