/**
 * Events of a visitor not signed in (spec §9): kept in session storage, at most 7 days and the latest
 * 10, and sent in order once they sign in. Session storage goes at sign-out with everything else (§2).
 */

export interface QueuedEvent {
  action: string;
  properties: Record<string, string | number | boolean | null>;
  occurredAt: string;
}

export const TRACKING_QUEUE_KEY = 'mathsight.tracking-queue';
export const TRACKING_QUEUE_MAX = 10;
export const TRACKING_QUEUE_DAYS = 7;

const DAY_MS = 86_400_000;

function fresh(events: QueuedEvent[], now: number): QueuedEvent[] {
  const from = now - TRACKING_QUEUE_DAYS * DAY_MS;
  return events.filter((e) => Date.parse(e.occurredAt) >= from).slice(-TRACKING_QUEUE_MAX);
}

function read(): QueuedEvent[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(TRACKING_QUEUE_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (e): e is QueuedEvent =>
            typeof e === 'object' &&
            e !== null &&
            typeof e.action === 'string' &&
            typeof e.occurredAt === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function write(events: QueuedEvent[]) {
  try {
    if (events.length === 0) window.sessionStorage.removeItem(TRACKING_QUEUE_KEY);
    else window.sessionStorage.setItem(TRACKING_QUEUE_KEY, JSON.stringify(events));
  } catch {
    // Storage full or blocked: the event is lost, which analytics may afford.
  }
}

export function enqueueEvent(event: QueuedEvent, now: number = Date.now()): void {
  write(fresh([...read(), event], now));
}

/** The events still worth sending, oldest first; the queue is emptied. */
export function drainQueue(now: number = Date.now()): QueuedEvent[] {
  const events = fresh(read(), now);
  write([]);
  return events;
}

export function clearQueue(): void {
  write([]);
}
