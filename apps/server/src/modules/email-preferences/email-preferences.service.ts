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

  get(token: string): Promise<EmailPreferences> {
    return this.forUser(this.#userOf(token));
  }

  async update(token: string, preferences: Choices): Promise<EmailPreferences> {
    return this.saveForUser(this.#userOf(token), preferences);
  }

  /** A user's choices (the account page's, signed in). */
  async forUser(userId: number): Promise<EmailPreferences> {
    const email = await this.repo.findEmail(userId);
    if (!email) throw notFound();
    const [choices, isParent] = await Promise.all([this.repo.choices(userId), this.repo.isParent(userId)]);
    const preferences = Object.fromEntries(
      OPTIONAL_EMAIL_KINDS.map((kind) => [kind, choices.get(kind) ?? true]),
    ) as Choices;
    // The parents' weekly email is theirs alone, and off until they turn it on (issue 27).
    if (isParent) preferences['parent-weekly'] = choices.get('parent-weekly') ?? false;
    return { email: maskEmail(email), preferences };
  }

  async saveForUser(userId: number, preferences: Choices): Promise<EmailPreferences> {
    if (!(await this.repo.findEmail(userId))) throw notFound();
    const { 'parent-weekly': parentWeekly, ...rest } = preferences;
    const ownsParentWeekly = parentWeekly !== undefined && (await this.repo.isParent(userId));
    await this.repo.save(userId, { ...rest, ...(ownsParentWeekly && { 'parent-weekly': parentWeekly }) });
    return this.forUser(userId);
  }

  #userOf(token: string): number {
    const userId = this.tokens.verify(token);
    if (userId === null) throw notFound();
    return userId;
  }
}
