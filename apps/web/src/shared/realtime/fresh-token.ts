import { refreshDueIn, tokenNeedsRefresh } from './socket-timing.ts';

/**
 * A realtime token kept fresh for one socket (spec §9): fetched when none is held or 30 minutes or less
 * remain, and fetched again by a timer as soon as that point comes, so a reconnection never waits for one.
 * Every realtime socket of the app keeps its token with this (the results' live answers, the live lesson's hub).
 */
export class FreshToken<T extends { expiresAt: string }> {
  #token: T | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(
    private readonly fetchToken: () => Promise<T>,
    private readonly now: () => number,
  ) {}

  /** The token held while it is not yet due for refreshing, else a new one. */
  async get(): Promise<T> {
    const held = this.#token;
    const token = held !== null && !tokenNeedsRefresh(held, this.now()) ? held : await this.fetchToken();
    this.#keep(token);
    return token;
  }

  /** Forgets the held token (the server refused it), so the next `get` fetches another. */
  drop(): void {
    this.#token = null;
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  #keep(token: T): void {
    this.#token = token;
    clearTimeout(this.#timer);
    if (this.#stopped) return;
    this.#timer = setTimeout(
      () => {
        if (this.#stopped) return;
        this.fetchToken().then(
          (next) => this.#keep(next),
          () => {
            // The next connection fetches one; nothing is lost while the socket stays open.
          },
        );
      },
      refreshDueIn(token, this.now()),
    );
  }
}
