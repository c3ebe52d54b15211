import { defineModule } from '../../app-context.ts';
import { supportChatRoutes } from './support-chat.routes.ts';
import { SupportChatService } from './support-chat.service.ts';

/** The support chat widget's settings for teachers (issue 32 point 5). */
export const supportChatModule = defineModule({
  name: 'support-chat',
  build: (shared) => ({ supportChat: new SupportChatService(shared.config.supportChat) }),
  routes: (scope, own) => supportChatRoutes(scope, own),
});
