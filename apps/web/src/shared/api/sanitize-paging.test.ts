import { describe, expect, it } from 'vitest';
import { pagingParams, toQueryString } from './paging.ts';
import { stripSensitiveFields } from './sanitize.ts';

describe('stripSensitiveFields', () => {
  it('removes sensitive fields at any depth, in arrays too, and leaves the rest', () => {
    expect(
      stripSensitiveFields({
        message: 'x',
        Password: 'p',
        items: [{ token: 't', id: 1 }],
        nested: { clientSecret: 's', idToken: 'i', hash: 'h', name: 'ok' },
      }),
    ).toEqual({ message: 'x', items: [{ id: 1 }], nested: { name: 'ok' } });
    expect(stripSensitiveFields('plain')).toBe('plain');
    expect(stripSensitiveFields(null)).toBeNull();
  });

  it("keeps modelState's messages for a password field, but never a value beside them", () => {
    expect(
      stripSensitiveFields({
        message: 'The request is invalid.',
        modelState: { password: ['Use at least 8 characters.'], currentPassword: [{ value: 'secret' }] },
        password: 'hunter22',
      }),
    ).toEqual({
      message: 'The request is invalid.',
      modelState: { password: ['Use at least 8 characters.'], currentPassword: [] },
    });
  });
});

describe('pagingParams', () => {
  it('writes the spec paging keys', () => {
    expect(
      pagingParams({
        skip: 0,
        take: 10,
        filter: { searchText: 'a', empty: '' },
        sort: [
          { fieldName: 'lastName', direction: 'Descending' },
          { fieldName: 'firstName', direction: 'Ascending' },
        ],
      }),
    ).toEqual({
      'request.skip': '0',
      'request.take': '10',
      'request.filter.searchText': 'a',
      'request.sort[0].FieldName': 'lastName',
      'request.sort[0].Direction': 'Descending',
      'request.sort[1].FieldName': 'firstName',
      'request.sort[1].Direction': 'Ascending',
    });
  });

  it('builds query strings, repeating arrays and leaving out empty values', () => {
    expect(toQueryString({ a: 1, b: [1, 2], c: null, d: undefined, e: true })).toBe('?a=1&b=1&b=2&e=true');
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});
