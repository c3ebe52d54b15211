import { describe, expect, it } from 'vitest';
import { Drain, type StopLog } from './drain.ts';

/** A drain whose close waits for `release`; answers the exit codes it asked for, and a promise of the first. */
function drainWith(timeoutMs: number) {
  const lines: string[] = [];
  const log: StopLog = {
    info: (_o, msg) => lines.push(msg),
    warn: (_o, msg) => lines.push(msg),
    error: (_o, msg) => lines.push(msg),
  };
  let release = () => {};
  let closes = 0;
  const closed = new Promise<void>((resolve) => {
    release = resolve;
  });
  const codes: number[] = [];
  let exited = (_code: number) => {};
  const firstExit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const drain = new Drain({
    close: () => {
      closes++;
      return closed;
    },
    timeoutMs,
    log,
    exit: (code) => {
      codes.push(code);
      exited(code);
    },
  });
  return { drain, release, codes, firstExit, lines, closes: () => closes };
}

describe('Drain', () => {
  it('closes once and exits 0 when the requests in flight are done', async () => {
    const d = drainWith(10_000);
    d.drain.signal('SIGTERM');
    d.drain.start('asked by the primary');
    expect(d.codes).toEqual([]);
    d.release();
    expect(await d.firstExit).toBe(0);
    expect(d.closes()).toBe(1);
    expect(d.codes).toEqual([0]);
  });

  it('exits 1 at once on a second signal, but not on the primary’s request after a signal', async () => {
    const d = drainWith(10_000);
    d.drain.signal('SIGINT');
    d.drain.start('asked by the primary');
    expect(d.codes).toEqual([]);
    d.drain.signal('SIGINT');
    expect(d.codes).toEqual([1]);
    expect(d.lines).toContain('second SIGINT: stopping now, requests in flight are cut off');
  });

  it('exits 1 when the requests in flight outlast the time limit', async () => {
    const d = drainWith(50);
    d.drain.signal('SIGTERM');
    expect(await d.firstExit).toBe(1);
    expect(d.lines.at(-1)).toBe('requests still in flight after 0.05 s: stopping now');
  });
});
