import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The credential in an email's unsubscribe link: the user id signed with a server secret, so
 * /unsubscribe works without signing in and nobody can change another person's choices.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: Uint8Array) {}

  sign(userId: number): string {
    return `${userId}.${this.#mac(userId)}`;
  }

  /** The user id the token was made for, or null when it is malformed or its signature is wrong. */
  verify(token: string): number | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const expected = Buffer.from(this.#mac(userId));
    const given = Buffer.from(match[2] ?? '');
    return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
  }

  #mac(userId: number): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${userId}`).digest('base64url');
  }
}
