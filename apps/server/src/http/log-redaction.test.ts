import { describe, expect, it } from 'vitest';
import { RequestLogRedaction, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('keeps the path and the keys, never a value', () => {
    expect(redactUrl('/api/v3/tokens/access?refreshToken=abc.def.ghi')).toBe(
      '/api/v3/tokens/access?refreshToken=[redacted]',
    );
    expect(redactUrl('/x?token=a%3Db&flag&b=')).toBe('/x?token=[redacted]&flag&b=[redacted]');
    expect(redactUrl('/api/v4/users/me')).toBe('/api/v4/users/me');
  });
});

describe('RequestLogRedaction', () => {
  const log = new RequestLogRedaction();
  for (const url of [
    '/api/v3/invitations/:code/students',
    '/api/v3/password-resets/:code',
    '/api/v3/schools/:id',
  ])
    log.noteRoute({ url });

  it("replaces a matched route's secret parameters, by its pattern, and keeps the rest", () => {
    expect(
      log.redact('/api/v3/invitations/ABCDE12345/students?x=1', '/api/v3/invitations/:code/students'),
    ).toBe('/api/v3/invitations/[redacted]/students?x=[redacted]');
    expect(log.redact('/api/v3/schools/12', '/api/v3/schools/:id')).toBe('/api/v3/schools/12');
    // A route with no secret parameter is logged as it came, whatever its path holds.
    expect(log.redact('/api/v3/topic-pathway-quizs/ab12', '/api/v3/topic-pathway-quizs/:shortCode')).toBe(
      '/api/v3/topic-pathway-quizs/ab12',
    );
  });

  it('replaces the code in a path no route answered when it has the shape of a secret route or page', () => {
    expect(log.redact('/login/reset-password/Zm9vYmFy', undefined)).toBe('/login/reset-password/[redacted]');
    expect(log.redact('/API/v3//password-resets/Zm9vYmFy/', undefined)).toBe(
      '/API/v3/password-resets/[redacted]',
    );
    expect(log.redact('/api/v3/invitations/ABCDE12345/students', undefined)).toBe(
      '/api/v3/invitations/[redacted]/students',
    );
    expect(log.redact('/api/v3/no-such-call/abc', undefined)).toBe('/api/v3/no-such-call/abc');
  });
});
