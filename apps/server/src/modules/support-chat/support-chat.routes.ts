import { supportChatPaths } from '@mathsight/contract/support-chat.paths.ts';
import { SupportChatSettingsSchema } from '@mathsight/contract/support-chat.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { SupportChatService } from './support-chat.service.ts';

/** Spec §6: the chat-support widget starts only for teachers; students and parents are refused (403). */
export async function supportChatRoutes(
  app: FastifyInstance,
  { supportChat }: { supportChat: SupportChatService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    supportChatPaths.settings,
    {
      config: { access: 'teacher' },
      schema: { tags: ['users'], response: { 200: SupportChatSettingsSchema } },
    },
    (request) => supportChat.settings(callerOf(request)),
  );
}
