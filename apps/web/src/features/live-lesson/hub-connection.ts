import { FreshToken } from '../../shared/realtime/fresh-token.ts';
import { reconnectDelay } from '../../shared/realtime/socket-timing.ts';

/** `ended`: the server closed the lesson's hub for good (the lesson is over); nothing more will come. */
export type HubStatus = 'connecting' | 'live' | 'offline' | 'ended';

/** What negotiate answers (spec §7): where to connect, and a short-lived token for it. */
export interface HubTicket {
  url: string;
  accessToken: string;
  expiresAt: string;
}

/** The socket address on this origin for a negotiated url (a path, or an absolute address). */
export function hubSocketUrl(location: Pick<Location, 'protocol' | 'host'>, ticket: HubTicket): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const base = ticket.url.startsWith('/') ? `${scheme}//${location.host}${ticket.url}` : ticket.url;
  const address = new URL(base);
  if (address.protocol === 'http:') address.protocol = 'ws:';
  if (address.protocol === 'https:') address.protocol = 'wss:';
  address.searchParams.set('token', ticket.accessToken);
  return address.toString();
}

/** A close code the server uses to say "do not come back": the lesson ended, or this user may not listen. */
export const HUB_FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4403, 4404, 4410]);

export interface HubConnectionOptions {
  negotiate: () => Promise<HubTicket>;
  openSocket: (url: string) => WebSocket;
  /** Each message as sent (JSON text, parsed); the caller reads it with the contract's schema. */
  onMessage: (message: unknown) => void;
  onStatus: (status: HubStatus) => void;
  /** After a reconnection: what was sent while away is lost, so read the lesson's state again. */
  onResync: () => void;
  now?: () => number;
}

/**
 * One screen's connection to a live lesson's hub: negotiate (again when 30 minutes or less of the
 * token remain, spec §9, so a reconnection never waits for one), a socket, and reconnection with
 * backoff (1 s … 30 s) whenever it drops, until stopped or the server says the lesson is over.
 */
export class HubConnection {
  readonly #ticket: FreshToken<HubTicket>;
  #socket: WebSocket | null = null;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;
  #everOpen = false;

  constructor(private readonly options: HubConnectionOptions) {
    this.#ticket = new FreshToken(options.negotiate, () => options.now?.() ?? Date.now());
  }

  start(): void {
    void this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#ticket.stop();
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
    let ticket: HubTicket;
    try {
      ticket = await this.#ticket.get();
    } catch {
      this.#retry();
      return;
    }
    if (this.#stopped) return;
    const socket = this.options.openSocket(hubSocketUrl(window.location, ticket));
    this.#socket = socket;
    socket.addEventListener('open', () => {
      if (this.#everOpen) this.options.onResync();
      this.#everOpen = true;
      this.#attempt = 0;
      this.options.onStatus('live');
    });
    socket.addEventListener('message', (e: MessageEvent) => {
      if (typeof e.data !== 'string') return;
      try {
        this.options.onMessage(JSON.parse(e.data));
      } catch {
        // Not JSON: not ours to read.
      }
    });
    socket.addEventListener('close', (e: CloseEvent) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (HUB_FINAL_CLOSE_CODES.has(e.code)) {
        this.#stopped = true;
        this.#ticket.stop();
        this.options.onStatus('ended');
        return;
      }
      // A refused token is dropped, so the next attempt negotiates again.
      this.#ticket.drop();
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
