import { COOKIE_CONSENT_COOKIE_NAME, parseCookieConsent } from '@mathsight/contract/cookie-consent.ts';
import {
  pageIdentifier,
  type TrackingEventRequestSchema,
  type TrackingResult,
  type UserEventRequestSchema,
} from '@mathsight/contract/tracking.ts';
import type { z } from 'zod';
import type { Caller } from '../../auth/authenticate.ts';
import { assertSelf } from '../../policies/roles.ts';
import type { TrackingRepository } from './tracking.repository.ts';

type TrackingEvent = z.output<typeof TrackingEventRequestSchema>;
type UserEvent = z.output<typeof UserEventRequestSchema>;
type Cookies = Record<string, string | undefined>;

/** An offline event is kept by the browser for up to 7 days (spec §9); older or future times are clamped. */
const OFFLINE_DAYS_MS = 7 * 86_400_000;
const NOT_RECORDED: TrackingResult = { recorded: false };
const RECORDED: TrackingResult = { recorded: true };

/**
 * The web app's analytics (issue 32 point 1): an event is recorded only when the request carries the
 * visitor's analytics consent (the `cookie_consent` cookie the banner writes, read here rather than
 * trusted to the app), for the caller themselves. Without consent the answer is `recorded: false` and
 * nothing is kept. A page is kept with its digits taken out; a school only when the caller belongs to it.
 */
export class TrackingService {
  constructor(
    private readonly repo: TrackingRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async trackingEvent(caller: Caller, userId: number, cookies: Cookies, event: TrackingEvent) {
    assertSelf(caller, userId);
    // The body's userId repeats the path's (spec §7); another user's id is not the caller's to write.
    assertSelf(caller, event.userId);
    if (!this.#consented(cookies)) return NOT_RECORDED;
    await this.repo.insert({
      userId: caller.userId,
      kind: 'tracking',
      action: event.action,
      properties: event.properties,
      source: event.source,
      ...(await this.#placeOf(caller, event.properties)),
      occurredAt: this.#when(event.occurredAt),
    });
    return RECORDED;
  }

  async userEvent(caller: Caller, cookies: Cookies, event: UserEvent) {
    if (!this.#consented(cookies)) return NOT_RECORDED;
    const values = event.values ?? {};
    await this.repo.insert({
      userId: caller.userId,
      kind: 'user-event',
      action: event.action,
      category: event.category,
      label: event.label ?? null,
      value: event.value ?? null,
      properties: values,
      source: event.source,
      ...(await this.#placeOf(caller, values)),
      occurredAt: this.#when(event.occurredAt),
    });
    return RECORDED;
  }

  /**
   * An event the server words for the caller (an experiment's exposure, decision 0048), under the same
   * rule as the app's own: nothing is kept without the request's analytics consent.
   */
  async serverEvent(
    caller: Caller,
    cookies: Cookies,
    action: string,
    properties: Record<string, string>,
  ): Promise<TrackingResult> {
    if (!this.#consented(cookies)) return NOT_RECORDED;
    await this.repo.insert({
      userId: caller.userId,
      kind: 'tracking',
      action,
      properties,
      source: 'server',
      page: null,
      schoolId: null,
      occurredAt: this.now(),
    });
    return RECORDED;
  }

  #consented(cookies: Cookies): boolean {
    return parseCookieConsent(cookies[COOKIE_CONSENT_COOKIE_NAME], this.now().getTime())?.analytics === true;
  }

  /** The event's page (digits out) and school (only one the caller belongs to), from its properties. */
  async #placeOf(caller: Caller, properties: Record<string, unknown>) {
    const page = typeof properties.page === 'string' ? pageIdentifier(properties.page) : null;
    const named = Number(properties.schoolId);
    const schoolId =
      Number.isSafeInteger(named) && named > 0 && (await this.repo.belongsTo(caller.userId, named))
        ? named
        : null;
    return { page, schoolId };
  }

  #when(occurredAt: string | undefined): Date {
    const now = this.now();
    if (!occurredAt) return now;
    const at = new Date(occurredAt).getTime();
    return new Date(Math.min(now.getTime(), Math.max(at, now.getTime() - OFFLINE_DAYS_MS)));
  }
}
