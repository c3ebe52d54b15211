import { pageIdentifier } from '@mathsight/contract/tracking-page.ts';
import { hasCookieConsent, subscribeCookieConsent } from '../ui/cookie-consent.ts';
import { clearQueue, enqueueEvent, type QueuedEvent } from './tracking-queue.ts';

/**
 * The parts of analytics a public page needs, without the HTTP client (and its Zod), so /login's first
 * download stays light: a page view as an event, a visitor's queued, and the consent watched.
 */

export type EventProperties = QueuedEvent['properties'];

export function makeEvent(action: string, properties: EventProperties = {}): QueuedEvent {
  return { action, properties, occurredAt: new Date().toISOString() };
}

/** A page seen, as its path without digits (no class or student id is ever sent). */
export function pageView(pathname: string, schoolId: number | null): QueuedEvent {
  return makeEvent('page-view', { page: pageIdentifier(pathname), ...(schoolId !== null && { schoolId }) });
}

/** A visitor's event waits in the queue until they sign in; nothing without analytics consent. */
export function queueVisitorEvent(event: QueuedEvent): void {
  if (hasCookieConsent('analytics')) enqueueEvent(event);
}

/**
 * Watches the visitor's choice: withdrawn, the queue goes at once; given, `onAccepted` counts the page
 * in view. Returns the unsubscribe.
 */
export function watchAnalyticsConsent(onAccepted: () => void): () => void {
  let consented = hasCookieConsent('analytics');
  return subscribeCookieConsent(() => {
    const was = consented;
    consented = hasCookieConsent('analytics');
    if (!consented) clearQueue();
    else if (!was) onAccepted();
  });
}
