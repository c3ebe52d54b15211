import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.ts';

describe('parseTrustProxy', () => {
  it('believes no proxy unless told', () => {
    for (const raw of [undefined, '', 'false', 'off']) expect(parseTrustProxy(raw)).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});
