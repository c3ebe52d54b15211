import { z } from 'zod';
import { TextSchema } from './common.ts';

/** GET /api/v3/tokens/clever-status: whether this server signs in with Clever (its client is set). */
export const CleverStatusSchema = z.object({ enabled: z.boolean() });
export type CleverStatus = z.infer<typeof CleverStatusSchema>;

/** GET /api/v3/clever-login: where to send the browser to sign in with Clever (404 when it is off). */
export const CleverLoginStartSchema = z.object({ authorizeUrl: z.string() });

/** GET /api/v3/clever-login-callback?code&state (Clever redirects the browser here). */
export const CleverLoginCallbackQuerySchema = z.object({
  code: TextSchema.max(2000).optional(),
  state: TextSchema.max(4000).optional(),
  error: TextSchema.max(200).optional(),
});

/** POST /api/v3/tokens/sign-on: the short-lived ticket the callback handed the login page, for a sign-in. */
export const SignOnTicketRequestSchema = z.object({ ticket: TextSchema.min(1).max(4000) });
