import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import {
  type AnswerEvent,
  AnswerEventSchema,
  type RealtimeToken,
} from '@mathsight/contract/quiz-sessions.ts';
import { ReconnectingSocket } from '../../../shared/realtime/reconnecting-socket.ts';

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
  readonly #socket: ReconnectingSocket<RealtimeToken>;

  constructor(options: LiveConnectionOptions) {
    let everLive = false;
    this.#socket = new ReconnectingSocket({
      fetchToken: options.getToken,
      url: (token) => realtimeUrl(window.location, token.token),
      openSocket: options.openSocket,
      // The feed never ends by itself: a refusal leaves the socket open and says 'unavailable'.
      onStatus: (status) => {
        if (status !== 'ended') options.onStatus(status);
      },
      ...(options.now ? { now: options.now } : {}),
      attach: (socket, connected) => {
        socket.addEventListener('open', () => {
          socket.send(JSON.stringify({ type: 'subscribe', assignmentId: options.assignmentId }));
        });
        socket.addEventListener('message', (e: MessageEvent) => {
          const message = readServerMessage(e.data);
          if (!message) return;
          if (message.type === 'subscribed') {
            if (everLive) options.onResync();
            everLive = true;
            connected();
            options.onStatus('live');
          } else if (message.type === 'answer') options.onAnswer(message.event);
          else options.onStatus('unavailable');
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
}
