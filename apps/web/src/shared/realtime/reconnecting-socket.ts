import { FreshToken } from './fresh-token.ts';
import { reconnectDelay } from './socket-timing.ts';

/** What the socket says of itself; the caller says 'live' once the server has accepted it. */
export type SocketStatus = 'connecting' | 'offline' | 'ended';

export interface ReconnectingSocketOptions<T extends { expiresAt: string }> {
  /** A realtime token (or a negotiated ticket), kept fresh by `FreshToken`. */
  fetchToken: () => Promise<T>;
  /** The socket's address for a token. */
  url: (token: T) => string;
  openSocket: (url: string) => WebSocket;
  /**
   * A new socket: listen to its opening and its messages, and call `connected()` once the server has
   * accepted it (the backoff starts again from 1 s).
   */
  attach: (socket: WebSocket, connected: () => void) => void;
  /** A close code that means "do not come back" (the socket then ends for good). */
  isFinalClose?: (code: number) => boolean;
  onStatus: (status: SocketStatus) => void;
  now?: () => number;
}

/**
 * The lifecycle every realtime socket of the app shares (the results' live answers, the live lesson's
 * hub): a fresh token, a socket, and reconnection with backoff (1 s … 30 s) whenever it drops, until
 * stopped or closed for good. What the socket says is the caller's, in `attach`.
 */
export class ReconnectingSocket<T extends { expiresAt: string }> {
  readonly #token: FreshToken<T>;
  #socket: WebSocket | null = null;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(private readonly options: ReconnectingSocketOptions<T>) {
    this.#token = new FreshToken(options.fetchToken, () => options.now?.() ?? Date.now());
  }

  start(): void {
    void this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#token.stop();
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000, 'left the page');
  }

  /** Sends a message on the open socket; false when there is none (the caller falls back to HTTP). */
  send(message: unknown): boolean {
    const socket = this.#socket;
    if (socket?.readyState !== 1) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    this.options.onStatus('connecting');
    let token: T;
    try {
      token = await this.#token.get();
    } catch {
      this.#retry();
      return;
    }
    if (this.#stopped) return;
    const socket = this.options.openSocket(this.options.url(token));
    this.#socket = socket;
    this.options.attach(socket, () => {
      this.#attempt = 0;
    });
    socket.addEventListener('close', (e: CloseEvent) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (this.options.isFinalClose?.(e.code)) {
        this.#stopped = true;
        this.#token.stop();
        this.options.onStatus('ended');
        return;
      }
      // A refused token is dropped, so the next attempt fetches another.
      this.#token.drop();
      this.#retry();
    });
  }

  #retry(): void {
    if (this.#stopped) return;
    this.options.onStatus('offline');
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#connect(), reconnectDelay(this.#attempt));
    this.#attempt += 1;
  }
}
