import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import {
  type AnswerEvent,
  AnswerEventSchema,
  type RealtimeToken,
} from '@mathsight/contract/quiz-sessions.ts';
import { FreshToken } from '../../../shared/realtime/fresh-token.ts';
import { reconnectDelay } from '../../../shared/realtime/socket-timing.ts';

/** `unavailable`: the server refused the subscription (the socket stays open, nothing will arrive). */
export type LiveStatus = 'connecting' | 'live' | 'offline' | 'unavailable';

/** The socket address on this origin, with the realtime token (never the access token) in the query. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${quizSessionPaths.realtime}?token=${encodeURIComponent(token)}`;
}

/** What the server sends, read defensively: anything unexpected is ignored. */
export function readServerMessage(
  raw: unknown,
):
  | { type: 'answer'; event: AnswerEvent }
  | { type: 'subscribed' }
  | { type: 'error'; message: string }
  | null {
  if (typeof raw !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type } = message as { type?: unknown };
  if (type === 'subscribed') return { type };
  if (type === 'error') return { type, message: String((message as { message?: unknown }).message ?? '') };
  if (type === 'answer') {
    const event = AnswerEventSchema.safeParse((message as { event?: unknown }).event);
    return event.success ? { type, event: event.data } : null;
  }
  return null;
}

export interface LiveConnectionOptions {
  assignmentId: number;
  getToken: () => Promise<RealtimeToken>;
  openSocket: (url: string) => WebSocket;
  onAnswer: (event: AnswerEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /** After a reconnection: answers may have been missed while away. */
  onResync: () => void;
  now?: () => number;
}

/**
 * One teacher's live answer feed for one assignment: a realtime token (kept fresh), a socket that
 * subscribes on open, and reconnection with backoff when it drops.
 */
export class LiveConnection {
  readonly #token: FreshToken<RealtimeToken>;
  #socket: WebSocket | null = null;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;
  #everLive = false;

  constructor(private readonly options: LiveConnectionOptions) {
    this.#token = new FreshToken(options.getToken, () => options.now?.() ?? Date.now());
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

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    this.options.onStatus('connecting');
    let token: RealtimeToken;
    try {
      token = await this.#token.get();
    } catch {
      this.#retry();
      return;
    }
    if (this.#stopped) return;
    const socket = this.options.openSocket(realtimeUrl(window.location, token.token));
    this.#socket = socket;
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ type: 'subscribe', assignmentId: this.options.assignmentId }));
    });
    socket.addEventListener('message', (e: MessageEvent) => {
      const message = readServerMessage(e.data);
      if (!message) return;
      if (message.type === 'subscribed') {
        if (this.#everLive) this.options.onResync();
        this.#everLive = true;
        this.#attempt = 0;
        this.options.onStatus('live');
      } else if (message.type === 'answer') this.options.onAnswer(message.event);
      else this.options.onStatus('unavailable');
    });
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      // A refused token is dropped, so the next attempt asks for a new one.
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
