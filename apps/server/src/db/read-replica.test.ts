import { describe, expect, it } from 'vitest';
import { judgeReplica, parseLsn, type ReplicaRow } from './read-replica.ts';

describe('parseLsn', () => {
  it("reads pg_lsn's text as one number, ordered as PostgreSQL orders positions", () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect((parseLsn('1/0') ?? 0n) > (parseLsn('0/FFFFFFFF') ?? 0n)).toBe(true);
    expect(parseLsn('a/b')).toBe((10n << 32n) + 11n);
  });

  it('refuses anything else (the cookie is the client’s to spoil)', () => {
    for (const bad of [undefined, null, '', '0', '0/', '/0', '0/0/0', 'x/1', '123456789/0', ' 0/0', '0/0;'])
      expect(parseLsn(bad)).toBeNull();
  });
});

describe('judgeReplica', () => {
  const streaming: ReplicaRow = {
    recovery: true,
    replayed: '0/3000000',
    caught_up: true,
    behind: 600,
    receiver: 'streaming',
  };

  it('reads from a standby that has replayed all it received, however idle the primary', () => {
    expect(judgeReplica(streaming, 30)).toEqual({ state: 'streaming', lagSeconds: 0, replayed: 0x3000000n });
    expect(judgeReplica({ ...streaming, receiver: 'hidden' }, 30).state).toBe('streaming');
  });

  it('counts the age of the last replayed transaction while WAL waits to be replayed, up to the bound', () => {
    expect(judgeReplica({ ...streaming, caught_up: false, behind: 12.5 }, 30)).toMatchObject({
      state: 'streaming',
      lagSeconds: 12.5,
    });
    expect(judgeReplica({ ...streaming, caught_up: false, behind: 31 }, 30)).toMatchObject({
      state: 'lagging',
      reason: '31.0 s behind',
      lagSeconds: 31,
    });
  });

  it('is down when cut off from the primary, promoted, or silent', () => {
    expect(judgeReplica({ ...streaming, receiver: null }, 30).state).toBe('down');
    expect(judgeReplica({ ...streaming, receiver: 'waiting' }, 30).state).toBe('down');
    expect(judgeReplica({ ...streaming, recovery: false }, 30)).toMatchObject({
      state: 'down',
      reason: 'not a standby (promoted?)',
    });
    expect(judgeReplica(undefined, 30).state).toBe('down');
  });
});
