import type { Database } from '../db/client.ts';

export const CONTEXT_CHANNEL = 'mathsight_context';
/** Set work changed (assignments of a school): evicts the plan-list caches (decision 0005). */
export const WORK_CHANNEL = 'mathsight_work';

/** Something a signed-in user's context (users/me) is built from has changed, for one user or a whole school. */
export type ContextChange = { userId: number } | { schoolId: number };

type Handler = (change: ContextChange) => void;

/**
 * Tells every server node that a user's or a school's context changed. The local node hears
 * it at once (so its own next read is fresh); other nodes hear it through PostgreSQL NOTIFY.
 */
export class ContextChanges {
  readonly #handlers = new Set<Handler>();
  readonly #resubscribed = new Set<() => void>();
  #stop: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly channel: string = CONTEXT_CHANNEL,
  ) {}

  async start() {
    this.#stop = await this.database.listen(
      this.channel,
      (payload) => {
        const change = parseChange(payload);
        if (change) this.#emit(change);
      },
      () => {
        for (const handler of this.#resubscribed) handler();
      },
    );
  }

  async stop() {
    await this.#stop?.();
  }

  onChange(handler: Handler) {
    this.#handlers.add(handler);
  }

  /**
   * Called when the connection to the database was lost and the channel is listened to again: the
   * changes published meanwhile were never heard, so what they would have evicted must all go.
   */
  onResubscribed(handler: () => void) {
    this.#resubscribed.add(handler);
  }

  async publish(change: ContextChange) {
    this.#emit(change);
    await this.database.notify(this.channel, JSON.stringify(change));
  }

  #emit(change: ContextChange) {
    for (const handler of this.#handlers) handler(change);
  }
}

function parseChange(payload: string): ContextChange | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.userId === 'number') return { userId: value.userId };
    if (typeof value.schoolId === 'number') return { schoolId: value.schoolId };
  } catch {
    // A malformed notification is ignored; the cache's time limit still bounds staleness.
  }
  return null;
}
