import { FilterDaySchema, FilterIdListSchema, FilterIdSchema } from '@mathsight/contract/common.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpError } from './errors.ts';
import { parsePaging } from './paging.ts';

/** A call's filter schema, as the contract declares one beside the call. */
const SearchFilterSchema = z.object({ searchText: z.string().optional(), groupIds: z.string().optional() });

function modelStateOf(parse: () => unknown) {
  try {
    parse();
  } catch (e) {
    return (e as HttpError).modelState;
  }
  throw new Error('expected a failure');
}

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
      { take: 10, filter: SearchFilterSchema },
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

  it('hands the service typed filters, parsed by the call’s schema', () => {
    const filter = z.object({
      groupIds: FilterIdListSchema.optional(),
      selectedGroup: FilterIdSchema.optional(),
      quizDate: FilterDaySchema.optional(),
      tab: z.enum(['Upcoming', 'Done']).default('Upcoming'),
    });
    const paging = parsePaging(
      {
        'request.filter.groupIds': '4,5',
        'request.filter.selectedGroup': '5',
        'request.filter.quizDate': '2025-03-03',
      },
      { take: 10, filter },
    );
    expect(paging.filter).toEqual({
      groupIds: [4, 5],
      selectedGroup: 5,
      quizDate: '2025-03-03',
      tab: 'Upcoming',
    });
    // A repeated key counts once (the last), and an empty filter is no filter.
    expect(
      parsePaging(
        { 'request.filter.tab': ['Upcoming', 'Done'], 'request.filter.selectedGroup': '' },
        { take: 10, filter },
      ).filter,
    ).toEqual({ tab: 'Done' });
    // A list filter named in `lists` gathers its repeated keys, as a comma-separated list would.
    expect(
      parsePaging(
        { 'request.filter.groupIds': ['3', '4,5'], 'request.filter.tab': ['Upcoming', 'Done'] },
        { take: 10, filter, lists: ['groupIds'] },
      ).filter,
    ).toEqual({ tab: 'Done', groupIds: [3, 4, 5] });
  });

  it('refuses an unknown or malformed filter with the filter named, beside any paging error', () => {
    const filter = z.object({ groupId: FilterIdSchema.optional(), quizDate: FilterDaySchema.optional() });
    expect(modelStateOf(() => parsePaging({ 'request.filter.colour': 'red' }, { take: 10, filter }))).toEqual(
      {
        'request.filter.colour': ['Unknown filter'],
      },
    );
    for (const bad of ['x', '0', '-1', '1.5', '2147483648', '99999999999', 'NaN']) {
      expect(
        Object.keys(
          modelStateOf(() => parsePaging({ 'request.filter.groupId': bad }, { take: 10, filter })) ?? {},
        ),
      ).toEqual(['request.filter.groupId']);
    }
    for (const bad of ['2026-02-30', '0000-01-01', 'today']) {
      expect(
        Object.keys(
          modelStateOf(() => parsePaging({ 'request.filter.quizDate': bad }, { take: 10, filter })) ?? {},
        ),
      ).toEqual(['request.filter.quizDate']);
    }
    expect(
      Object.keys(
        modelStateOf(() =>
          parsePaging({ 'request.skip': '-1', 'request.filter.groupId': 'x' }, { take: 10, filter }),
        ) ?? {},
      ),
    ).toEqual(['request.skip', 'request.filter.groupId']);
  });

  it('refuses every filter of a call that declares none, prototype keys included', () => {
    for (const name of ['searchText', '__proto__', 'constructor']) {
      expect(modelStateOf(() => parsePaging({ [`request.filter.${name}`]: 'x' }, { take: 10 }))).toEqual({
        [`request.filter.${name}`]: ['Unknown filter'],
      });
    }
  });
});
