import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, tokenNeedsRefresh } from '../../../shared/realtime/socket-timing.ts';
import { LiveConnection, readServerMessage, realtimeUrl } from './live-connection.ts';

describe('the live answer connection', () => {
  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('refreshes the realtime token when 30 minutes or less remain (spec §9)', () => {
    const now = Date.parse('2030-03-04T09:00:00Z');
    expect(tokenNeedsRefresh(null, now)).toBe(true);
    expect(tokenNeedsRefresh({ token: 't', expiresAt: '2030-03-04T10:00:00Z' }, now)).toBe(false);
    expect(tokenNeedsRefresh({ token: 't', expiresAt: '2030-03-04T09:31:00Z' }, now)).toBe(false);
    expect(tokenNeedsRefresh({ token: 't', expiresAt: '2030-03-04T09:30:00Z' }, now)).toBe(true);
  });

  it('opens the socket on this origin with the realtime token', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'app.example' }, 'a b')).toBe(
      'wss://app.example/api/v3/realtime?token=a%20b',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3131' }, 't')).toBe(
      'ws://localhost:3131/api/v3/realtime?token=t',
    );
  });

  it('reads answers and ignores anything malformed', () => {
    const event = {
      assignmentId: 5,
      groupId: null,
      studentId: 4,
      studentName: 'Dev Patel',
      questionId: 2,
      letter: 'C',
      isCorrect: false,
      misconceptionId: null,
      attempt: 1,
      answeredAt: '2030-03-04T09:30:00.000Z',
    };
    expect(readServerMessage(JSON.stringify({ type: 'answer', event }))).toEqual({ type: 'answer', event });
    expect(readServerMessage(JSON.stringify({ type: 'subscribed', assignmentId: 5 }))).toEqual({
      type: 'subscribed',
    });
    expect(
      readServerMessage(JSON.stringify({ type: 'answer', event: { ...event, letter: 'E' } })),
    ).toBeNull();
    expect(readServerMessage('not json')).toBeNull();
    expect(readServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});

class FakeSocket extends EventTarget {
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.dispatchEvent(new Event('close'));
  }
  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

describe('a live connection over time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function connect() {
    const sockets: FakeSocket[] = [];
    const statuses: string[] = [];
    const resyncs = vi.fn();
    const answers = vi.fn();
    let tokens = 0;
    const connection = new LiveConnection({
      assignmentId: 5,
      getToken: async () => {
        tokens += 1;
        return { token: `t${tokens}`, expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() };
      },
      openSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      onAnswer: answers,
      onStatus: (s) => statuses.push(s),
      onResync: resyncs,
    });
    return { connection, sockets, statuses, resyncs, answers, tokens: () => tokens };
  }

  it('subscribes on open, reconnects with a new token after a drop, and asks for a resync', async () => {
    const c = connect();
    c.connection.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = c.sockets[0] as FakeSocket;
    expect(first.url).toContain('token=t1');
    first.dispatchEvent(new Event('open'));
    expect(first.sent).toEqual([JSON.stringify({ type: 'subscribe', assignmentId: 5 })]);
    first.receive({ type: 'subscribed', assignmentId: 5 });
    expect(c.statuses.at(-1)).toBe('live');
    expect(c.resyncs).not.toHaveBeenCalled();

    first.receive({ type: 'error', message: 'The resource you are looking for does not exist.' });
    expect(c.statuses.at(-1)).toBe('unavailable');
    first.receive({ type: 'answer', event: { nonsense: true } });
    expect(c.answers).not.toHaveBeenCalled();

    first.dispatchEvent(new Event('close'));
    expect(c.statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(c.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = c.sockets[1] as FakeSocket;
    expect(second.url).toContain('token=t2');
    second.receive({ type: 'subscribed', assignmentId: 5 });
    expect(c.resyncs).toHaveBeenCalledOnce();
    c.connection.stop();
  });

  it('fetches the next token when 30 minutes remain, and stops for good', async () => {
    const c = connect();
    c.connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.tokens()).toBe(1);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(c.tokens()).toBe(2);
    c.connection.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(c.tokens()).toBe(2);
    expect(c.sockets).toHaveLength(1);
  });
});
