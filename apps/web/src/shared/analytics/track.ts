import { trackingPaths } from '@mathsight/contract/tracking.paths.ts';
import { TRACKING_SOURCE } from '@mathsight/contract/tracking-page.ts';
import { request } from '../api/http-client.ts';
import { hasCookieConsent } from '../ui/cookie-consent.ts';
import { type EventProperties, makeEvent, pageView, queueVisitorEvent } from './page-event.ts';
import { clearQueue, drainQueue, type QueuedEvent } from './tracking-queue.ts';

/**
 * Analytics with consent (issue 32 point 1, spec §4, §8, §9): nothing is sent or queued unless the
 * visitor accepted analytics in the cookie banner (the server checks the same cookie again). A signed-in
 * user's event is sent at once; a visitor's is queued until they sign in. A failed call is only logged.
 */
export function track(userId: number | null, action: string, properties: EventProperties = {}): void {
  send(userId, makeEvent(action, properties));
}

/** A page seen, as its path without digits (no class or student id is ever sent). */
export function trackPage(userId: number | null, pathname: string, schoolId: number | null): void {
  send(userId, pageView(pathname, schoolId));
}

/** Sends what was queued before sign-in, in order, once signed in with consent. */
export async function flushQueuedEvents(userId: number): Promise<void> {
  if (!hasCookieConsent('analytics')) {
    clearQueue();
    return;
  }
  for (const event of drainQueue()) await post(userId, event);
}

function send(userId: number | null, event: QueuedEvent): void {
  if (userId === null) queueVisitorEvent(event);
  else if (hasCookieConsent('analytics')) void post(userId, event);
}

async function post(userId: number, event: QueuedEvent): Promise<void> {
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
