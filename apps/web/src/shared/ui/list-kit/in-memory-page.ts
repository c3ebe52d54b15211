import type { SortDirection } from '@mathsight/contract/common.ts';

/** What a paged list asks for, in the API's terms (spec §7 `request.skip`, `.take`, `.sort`). */
export interface ListPageQuery {
  skip: number;
  take: number;
  sort: Array<{ fieldName: string; direction: SortDirection }>;
  searchText: string;
}

/** One page of a list and how many match in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(String(a), String(b));
}

function fieldValue(row: object, field: string): unknown {
  return (row as Record<string, unknown>)[field];
}

/**
 * Answers a paged list's query from rows already in memory, the way the server answers it:
 * a case-insensitive search over `searchFields`, then the sorts in order (missing values last),
 * then skip and take. For lists the client holds whole, and for demos and tests.
 */
export function pageInMemory<T extends object>(
  rows: readonly T[],
  { skip, take, sort, searchText }: ListPageQuery,
  searchFields: readonly (keyof T & string)[],
): ListPage<T> {
  const needle = searchText.trim().toLocaleLowerCase('en-GB');
  const matching = needle
    ? rows.filter((row) =>
        searchFields.some((field) =>
          String(row[field] ?? '')
            .toLocaleLowerCase('en-GB')
            .includes(needle),
        ),
      )
    : [...rows];
  if (sort.length > 0) {
    matching.sort((a, b) => {
      for (const { fieldName, direction } of sort) {
        const order = compareValues(fieldValue(a, fieldName), fieldValue(b, fieldName));
        if (order !== 0) return direction === 'Descending' ? -order : order;
      }
      return 0;
    });
  }
  return { items: matching.slice(skip, skip + take), total: matching.length };
}
