import { describe, expect, it } from 'vitest';
import type { HttpError } from './errors.ts';
import { parsePaging } from './paging.ts';

describe('parsePaging', () => {
  it('reads skip, take, filters and sorts in the spec form', () => {
    const paging = parsePaging(
      {
        'request.skip': '30',
        'request.take': '30',
        'request.filter.searchText': 'fractions',
        'request.filter.groupIds': '4,5',
        'request.sort[1].FieldName': 'firstName',
        'request.sort[0].FieldName': 'lastName',
        'request.sort[0].Direction': 'Descending',
      },
      { take: 10 },
    );
    expect(paging).toEqual({
      skip: 30,
      take: 30,
      filter: { searchText: 'fractions', groupIds: '4,5' },
      sort: [
        { fieldName: 'lastName', direction: 'Descending' },
        { fieldName: 'firstName', direction: 'Ascending' },
      ],
    });
  });

  it('applies the default take when none is given', () => {
    expect(parsePaging({}, { take: 20 })).toEqual({ skip: 0, take: 20, filter: {}, sort: [] });
  });

  it('rejects a negative skip, a non-number take and a take above the limit with modelState', () => {
    const fails = (query: Record<string, string>) => {
      try {
        parsePaging(query, { take: 10, maxTake: 50 });
      } catch (e) {
        return (e as HttpError).modelState;
      }
      throw new Error('expected a failure');
    };
    expect(Object.keys(fails({ 'request.skip': '-1' }) ?? {})).toEqual(['request.skip']);
    expect(Object.keys(fails({ 'request.take': 'ten' }) ?? {})).toEqual(['request.take']);
    expect(fails({ 'request.take': '51' })).toEqual({ 'request.take': ['Take at most 50 at a time'] });
    expect(
      Object.keys(fails({ 'request.sort[0].Direction': 'Sideways', 'request.sort[0].FieldName': 'x' }) ?? {}),
    ).toEqual(['request.sort.0.direction']);
  });
});
