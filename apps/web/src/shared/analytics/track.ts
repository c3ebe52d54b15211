import { trackingPaths } from '@mathsight/contract/tracking.paths.ts';
import { pageIdentifier, TRACKING_SOURCE } from '@mathsight/contract/tracking.ts';
import { request } from '../api/http-client.ts';
import { hasCookieConsent } from '../ui/cookie-consent.ts';
import { clearQueue, drainQueue, enqueueEvent, type QueuedEvent } from './tracking-queue.ts';

type Properties = QueuedEvent['properties'];

/**
 * Analytics with consent (issue 32 point 1, spec §4, §8, §9): nothing is sent or queued unless the
 * visitor accepted analytics in the cookie banner (the server checks the same cookie again). A signed-in
 * user's event is sent at once; a visitor's is queued until they sign in. A failed call is only logged.
 */
export function track(userId: number | null, action: string, properties: Properties = {}): void {
  if (!hasCookieConsent('analytics')) return;
  const event: QueuedEvent = { action, properties, occurredAt: new Date().toISOString() };
  if (userId === null) enqueueEvent(event);
  else void send(userId, event);
}

/** A page seen, as its path without digits (no class or student id is ever sent). */
export function trackPage(userId: number | null, pathname: string, schoolId: number | null): void {
  track(userId, 'page-view', { page: pageIdentifier(pathname), ...(schoolId !== null && { schoolId }) });
}

/** Sends what was queued before sign-in, in order, once signed in with consent. */
export async function flushQueuedEvents(userId: number): Promise<void> {
  if (!hasCookieConsent('analytics')) {
    clearQueue();
    return;
  }
  for (const event of drainQueue()) await send(userId, event);
}

/** Consent withdrawn: what the browser holds goes at once. */
export function forgetQueuedEvents(): void {
  clearQueue();
}

async function send(userId: number, event: QueuedEvent): Promise<void> {
  try {
    await request({
      method: 'POST',
      endpoint: trackingPaths.trackingEvents(userId),
      body: { userId, source: TRACKING_SOURCE, ...event },
      notify: false,
    });
  } catch (error) {
    // Spec §8: failed analytics calls are only logged.
    console.warn('An analytics event was not sent', error instanceof Error ? error.message : error);
  }
}
