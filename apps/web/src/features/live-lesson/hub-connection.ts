import { ReconnectingSocket } from '../../shared/realtime/reconnecting-socket.ts';

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
  readonly #socket: ReconnectingSocket<HubTicket>;

  constructor(options: HubConnectionOptions) {
    let everOpen = false;
    this.#socket = new ReconnectingSocket({
      fetchToken: options.negotiate,
      url: (ticket) => hubSocketUrl(window.location, ticket),
      openSocket: options.openSocket,
      isFinalClose: (code) => HUB_FINAL_CLOSE_CODES.has(code),
      onStatus: options.onStatus,
      ...(options.now ? { now: options.now } : {}),
      attach: (socket, connected) => {
        socket.addEventListener('open', () => {
          if (everOpen) options.onResync();
          everOpen = true;
          connected();
          options.onStatus('live');
        });
        socket.addEventListener('message', (e: MessageEvent) => {
          if (typeof e.data !== 'string') return;
          try {
            options.onMessage(JSON.parse(e.data));
          } catch {
            // Not JSON: not ours to read.
          }
        });
      },
    });
  }

  start(): void {
    this.#socket.start();
  }

  stop(): void {
    this.#socket.stop();
  }

  /** Sends a message on the open socket; false when there is none (the caller falls back to HTTP). */
  send(message: unknown): boolean {
    return this.#socket.send(message);
  }
}
