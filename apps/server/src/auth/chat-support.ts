import { createHmac } from 'node:crypto';

/**
 * The identity hash the chat-support widget checks (users/me `chatSupportIdentityHash`). Its key is
 * its own secret (`chat-support`, or CHAT_SUPPORT_SECRET) shared with the chat provider: were it the
 * token signing key, whoever holds the chat secret could sign teacher tokens.
 */
export class ChatSupportIdentity {
  readonly #key: Uint8Array;

  constructor(key: Uint8Array) {
    this.#key = key;
  }

  hash(userId: number): string {
    return createHmac('sha256', this.#key).update(`chat:${userId}`).digest('hex');
  }
}
