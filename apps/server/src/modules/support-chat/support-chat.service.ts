import type { SupportChatSettings } from '@mathsight/contract/support-chat.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { SupportChatConfig } from '../../config.ts';
import { assertTeacher } from '../../policies/roles.ts';

/** The support chat widget's settings, for teachers only (spec §6); none configured: no widget. */
export class SupportChatService {
  constructor(private readonly config: SupportChatConfig | undefined) {}

  settings(caller: Caller): SupportChatSettings {
    assertTeacher(caller);
    if (!this.config) return { enabled: false };
    return { enabled: true, scriptUrl: this.config.scriptUrl, appId: this.config.appId };
  }
}
