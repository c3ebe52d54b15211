import { webcrypto } from 'node:crypto';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createEventId, describeError } from './error-details.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('describeError', () => {
  it('uses the message of an Error', () => {
    expect(describeError(new TypeError('x is not a function'))).toBe('x is not a function');
  });

  it('falls back to the name of an Error without a message', () => {
    expect(describeError(new RangeError())).toBe('RangeError');
  });

  it('describes a route error response by its status', () => {
    expect(describeError(new ErrorResponseImpl(404, 'Not Found', null))).toBe('404 Not Found');
    expect(describeError(new ErrorResponseImpl(404, '', null))).toBe('404 Not Found');
    expect(describeError(new ErrorResponseImpl(500, 'Internal Server Error', null))).toBe(
      '500 Internal Server Error',
    );
  });

  it('accepts strings and message-bearing objects', () => {
    expect(describeError('Quota exceeded')).toBe('Quota exceeded');
    expect(describeError({ message: 'Network down' })).toBe('Network down');
  });

  it('never returns an empty message', () => {
    expect(describeError(undefined)).toBe('Unknown error');
    expect(describeError(null)).toBe('Unknown error');
    expect(describeError('  ')).toBe('Unknown error');
    expect(describeError(42)).toBe('Unknown error');
  });
});

describe('createEventId', () => {
  it('uses crypto.randomUUID when there is one', () => {
    const api = { randomUUID: () => 'a-b-c-d-e' as const, getRandomValues: () => new Uint8Array(16) };
    expect(createEventId(api as unknown as Crypto)).toBe('a-b-c-d-e');
  });

  it('builds a version 4 UUID without randomUUID (insecure contexts)', () => {
    const api = { getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array) };
    const ids = new Set(Array.from({ length: 50 }, () => createEventId(api as unknown as Crypto)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
