import type { UserRole } from '@mathsight/contract/auth.ts';
import type { SupportChatSettings } from '@mathsight/contract/support-chat.ts';

/**
 * The chat-support widget (spec §6: "chat support only for teachers"; §2: functional cookies; §4:
 * logout clears it). Everything that decides whether the widget's script is on the page is here,
 * apart from React, so each case is a plain test.
 */

export const SUPPORT_CHAT_SCRIPT_ID = 'mathsight-support-chat';

/**
 * The settings the provider's script reads when it starts (`window.mathsightSupportChat`): the app
 * id and the user's identity, verified by the provider with the identity hash (users/me
 * `chatSupportIdentityHash`). A provider's script may add `shutdown()` here, called when it is removed.
 */
export interface SupportChatBoot {
  appId: string;
  userId: number;
  identityHash: string;
  shutdown?: () => void;
}

declare global {
  interface Window {
    mathsightSupportChat?: SupportChatBoot;
  }
}

export interface SupportChatInput {
  /** The signed-in user's role, null when no one is signed in. */
  role: UserRole | null;
  userId: number | null;
  identityHash: string | null;
  /** Whether the visitor accepted functional cookies in the banner. */
  functionalConsent: boolean;
  /** The server's settings; undefined while not (yet) asked. */
  settings: SupportChatSettings | undefined;
}

/** What to start, or null: only a signed-in teacher who accepted functional cookies, on a configured server. */
export function supportChatPlan(input: SupportChatInput): (SupportChatBoot & { scriptUrl: string }) | null {
  const { role, userId, identityHash, functionalConsent, settings } = input;
  if (role !== 'Teacher' || !functionalConsent || userId === null || !identityHash) return null;
  if (!settings?.enabled) return null;
  return { scriptUrl: settings.scriptUrl, appId: settings.appId, userId, identityHash };
}

/** Takes the widget off the page: its script, its settings, and whatever the provider's shutdown removes. */
export function removeSupportChat(doc: Document = document): void {
  const view = doc.defaultView;
  try {
    view?.mathsightSupportChat?.shutdown?.();
  } catch {
    // A provider's failing shutdown must not stop a sign-out.
  }
  if (view) delete view.mathsightSupportChat;
  doc.getElementById(SUPPORT_CHAT_SCRIPT_ID)?.remove();
}

/** Puts the page in step with the input: the widget's script for the plan's user, or none. */
export function syncSupportChat(input: SupportChatInput, doc: Document = document): void {
  const plan = supportChatPlan(input);
  const present = doc.getElementById(SUPPORT_CHAT_SCRIPT_ID) as HTMLScriptElement | null;
  if (!plan) {
    if (present || doc.defaultView?.mathsightSupportChat) removeSupportChat(doc);
    return;
  }
  const same =
    present?.dataset.identityHash === plan.identityHash &&
    present.dataset.appId === plan.appId &&
    present.getAttribute('src') === plan.scriptUrl;
  if (same) return;
  // Another user or other settings: the old widget goes before the new one starts.
  removeSupportChat(doc);
  const { scriptUrl, ...boot } = plan;
  if (doc.defaultView) doc.defaultView.mathsightSupportChat = boot;
  const script = doc.createElement('script');
  script.id = SUPPORT_CHAT_SCRIPT_ID;
  script.src = scriptUrl;
  script.async = true;
  script.dataset.appId = plan.appId;
  script.dataset.userId = String(plan.userId);
  script.dataset.identityHash = plan.identityHash;
  doc.head.appendChild(script);
}
