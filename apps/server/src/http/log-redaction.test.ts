import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('keeps the path and the keys, never a value', () => {
    expect(redactUrl('/api/v3/tokens/access?refreshToken=abc.def.ghi')).toBe(
      '/api/v3/tokens/access?refreshToken=[redacted]',
    );
    expect(redactUrl('/x?token=a%3Db&flag&b=')).toBe('/x?token=[redacted]&flag&b=[redacted]');
    expect(redactUrl('/api/v4/users/me')).toBe('/api/v4/users/me');
  });
});
