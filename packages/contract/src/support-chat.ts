import { z } from 'zod';

/**
 * GET support-chat/settings, for teachers only: the widget's script and app id when the server is
 * configured with them (SUPPORT_CHAT_SCRIPT_URL, SUPPORT_CHAT_APP_ID), else `enabled: false` and no
 * script. The identity passed to the widget is users/me's `chatSupportIdentityHash`.
 */
export const SupportChatSettingsSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({ enabled: z.literal(true), scriptUrl: z.string(), appId: z.string() }),
]);
export type SupportChatSettings = z.infer<typeof SupportChatSettingsSchema>;
