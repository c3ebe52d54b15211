import { describe, expect, it } from 'vitest';
import { type ListPageQuery, pageInMemory } from './in-memory-page.ts';

const rows = [
  { id: 1, name: 'Zara Ahmed', score: 72 },
  { id: 2, name: 'adam Brown', score: 91 },
  { id: 3, name: 'Ben Carter', score: 72 },
  { id: 4, name: 'Year 10 set 2', score: 40 },
  { id: 5, name: 'Year 10 set 10', score: 65 },
];

const query = (overrides: Partial<ListPageQuery>): ListPageQuery => ({
  skip: 0,
  take: 10,
  sort: [],
  searchText: '',
  ...overrides,
});

describe('pageInMemory', () => {
  it('pages with skip and take, reporting the full total', () => {
    const page = pageInMemory(rows, query({ skip: 2, take: 2 }), ['name']);
    expect(page.items.map((row) => row.id)).toEqual([3, 4]);
    expect(page.total).toBe(5);
  });

  it('searches the given fields without regard to case', () => {
    const page = pageInMemory(rows, query({ searchText: ' ADAM ' }), ['name']);
    expect(page.items.map((row) => row.id)).toEqual([2]);
    expect(page.total).toBe(1);
  });

  it('sorts text naturally and case-insensitively', () => {
    const page = pageInMemory(rows, query({ sort: [{ fieldName: 'name', direction: 'Ascending' }] }), [
      'name',
    ]);
    expect(page.items.map((row) => row.name)).toEqual([
      'adam Brown',
      'Ben Carter',
      'Year 10 set 2',
      'Year 10 set 10',
      'Zara Ahmed',
    ]);
  });

  it('applies later sorts to break ties, in either direction', () => {
    const page = pageInMemory(
      rows,
      query({
        sort: [
          { fieldName: 'score', direction: 'Descending' },
          { fieldName: 'name', direction: 'Ascending' },
        ],
      }),
      ['name'],
    );
    expect(page.items.map((row) => row.id)).toEqual([2, 3, 1, 5, 4]);
  });

  it('does not change the rows it was given', () => {
    const copy = [...rows];
    pageInMemory(rows, query({ sort: [{ fieldName: 'name', direction: 'Descending' }] }), ['name']);
    expect(rows).toEqual(copy);
  });
});
