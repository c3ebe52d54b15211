import { type EmailPreferences, OPTIONAL_EMAIL_KINDS } from '@mathsight/contract/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { UnsubscribeTokens } from '../../mail/unsubscribe-tokens.ts';
import type { EmailPreferencesRepository } from './email-preferences.repository.ts';

type Choices = EmailPreferences['preferences'];

/** "j•••@example.com": enough for the reader to know it is theirs, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * /unsubscribe (issue 12): the signed token in an email's link is the credential, so a reader
 * chooses which emails to get without signing in. A bad or foreign token is 404.
 */
export class EmailPreferencesService {
  constructor(
    private readonly repo: EmailPreferencesRepository,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  async get(token: string): Promise<EmailPreferences> {
    const userId = this.#userOf(token);
    const email = await this.repo.findEmail(userId);
    if (!email) throw notFound();
    const choices = await this.repo.choices(userId);
    const preferences = Object.fromEntries(
      OPTIONAL_EMAIL_KINDS.map((kind) => [kind, choices.get(kind) ?? true]),
    ) as Choices;
    return { email: maskEmail(email), preferences };
  }

  async update(token: string, preferences: Choices): Promise<EmailPreferences> {
    const userId = this.#userOf(token);
    if (!(await this.repo.findEmail(userId))) throw notFound();
    await this.repo.save(userId, preferences);
    return this.get(token);
  }

  #userOf(token: string): number {
    const userId = this.tokens.verify(token);
    if (userId === null) throw notFound();
    return userId;
  }
}
