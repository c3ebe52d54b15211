import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubConnection, hubSocketUrl } from './hub-connection.ts';

class FakeSocket extends EventTarget {
  sent: string[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(data);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  drop(code = 1006) {
    this.readyState = 3;
    const e = new Event('close') as Event & { code: number };
    Object.defineProperty(e, 'code', { value: code });
    this.dispatchEvent(e);
  }
  close() {
    this.drop(1000);
  }
  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

const MINUTE = 60_000;

describe('the hub address', () => {
  it('puts the negotiated path on this origin as ws(s), with the token', () => {
    const ticket = {
      url: '/flow/v1/hubs/live-lesson?liveLessonId=4&view=board',
      accessToken: 'a b',
      expiresAt: '',
    };
    expect(hubSocketUrl({ protocol: 'http:', host: 'localhost:3100' }, ticket)).toBe(
      'ws://localhost:3100/flow/v1/hubs/live-lesson?liveLessonId=4&view=board&token=a+b',
    );
    expect(
      hubSocketUrl({ protocol: 'https:', host: 'x' }, { ...ticket, url: 'https://hub.example/h?x=1' }),
    ).toBe('wss://hub.example/h?x=1&token=a+b');
  });
});

describe('a hub connection over time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function connect(lifetimeMs = 60 * MINUTE) {
    const sockets: FakeSocket[] = [];
    const statuses: string[] = [];
    const messages: unknown[] = [];
    const resyncs = vi.fn();
    let tickets = 0;
    const connection = new HubConnection({
      negotiate: async () => {
        tickets += 1;
        return {
          url: '/flow/v1/hubs/live-lesson?liveLessonId=4&view=teacher',
          accessToken: `t${tickets}`,
          expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
        };
      },
      openSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
      onResync: resyncs,
    });
    return { connection, sockets, statuses, messages, resyncs, tickets: () => tickets };
  }

  it('goes live on open, passes messages on, reconnects with backoff and asks for a resync', async () => {
    const c = connect();
    c.connection.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = c.sockets[0] as FakeSocket;
    expect(first.url).toContain('token=t1');
    first.open();
    expect(c.statuses.at(-1)).toBe('live');
    first.receive({ type: 'count', answered: 3 });
    first.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    expect(c.messages).toEqual([{ type: 'count', answered: 3 }]);
    expect(c.connection.send({ type: 'ping' })).toBe(true);

    first.drop();
    expect(c.statuses.at(-1)).toBe('offline');
    expect(c.connection.send({ type: 'ping' })).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(c.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = c.sockets[1] as FakeSocket;
    // The dropped socket's token is not trusted again: a new negotiate.
    expect(second.url).toContain('token=t2');
    second.drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(c.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = c.sockets[2] as FakeSocket;
    third.open();
    expect(c.resyncs).toHaveBeenCalledTimes(1);
    expect(c.statuses.at(-1)).toBe('live');
    c.connection.stop();
  });

  it('negotiates again when 30 minutes of the token remain (spec §9)', async () => {
    const c = connect(60 * MINUTE);
    c.connection.start();
    await vi.advanceTimersByTimeAsync(0);
    (c.sockets[0] as FakeSocket).open();
    expect(c.tickets()).toBe(1);
    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1_000);
    expect(c.tickets()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(c.tickets()).toBe(2);
    // The open socket is kept; the fresh token waits for the next connection.
    expect(c.sockets).toHaveLength(1);
    c.connection.stop();
  });

  it('stops for good when the server says the lesson is over', async () => {
    const c = connect();
    c.connection.start();
    await vi.advanceTimersByTimeAsync(0);
    (c.sockets[0] as FakeSocket).drop(4410);
    expect(c.statuses.at(-1)).toBe('ended');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(c.sockets).toHaveLength(1);
  });
});
