import { describe, expect, it } from 'vitest';
import { parseLsn } from './read-replica.ts';

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
