import {
  Box,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SortDirection } from '@mathsight/contract/common.ts';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import {
  type ColumnDef,
  createColumnHelper,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { TABLE_FETCH_DEBOUNCE_MS, TABLE_MIN_WIDTH_PX, TABLE_PAGE_SIZE } from '../ui-constants.ts';
import { DataTablePaginator } from './data-table-paginator.tsx';
import { pagerText } from './pager-text.ts';
import { pageCount } from './paginator.ts';

/** The table features every data table uses: sorting and pagination, both done by the server. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a data table of `T` rows. */
// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of different types.
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/** The column helper for data tables: `const col = createDataTableColumnHelper<Student>()`. */
export function createDataTableColumnHelper<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}

/** One sort of a page request, in the API's terms (spec §7 `request.sort[i].FieldName` / `.Direction`). */
export interface DataTableSort {
  /** The column id, which is the accessor key for accessor columns. */
  fieldName: string;
  direction: SortDirection;
}

/** What a data table asks for: maps onto `request.skip`, `request.take`, `request.sort` and a search filter. */
export interface DataTablePageQuery {
  skip: number;
  take: number;
  sort: DataTableSort[];
  searchText: string;
}

export interface DataTablePage<T> {
  items: T[];
  total: number;
}

export interface DataTableProps<T extends RowData> {
  /** Keep the array stable (module scope or useMemo): a new one each render rebuilds the table. */
  columns: DataTableColumn<T>[];
  /** Fetches one page; called through TanStack Query, with an abort signal. */
  fetchPage: (query: DataTablePageQuery, context: { signal: AbortSignal }) => Promise<DataTablePage<T>>;
  /** Identifies the list in the query cache; the page query is appended to it. */
  queryKey: QueryKey;
  /** Names the table (and its scroll area and page links) for assistive technology. */
  ariaLabel: string;
  /** Shown in place of rows when nothing matches. */
  emptyText: string;
  pageSize?: number;
  /** Filters the list on the server; a change goes back to page 1. */
  searchText?: string;
  /** The sort before the user picks one. */
  initialSort?: SortingState;
  /** A stable id per row; the row index when absent. */
  getRowId?: (row: T) => string;
}

const EMPTY_ROWS: never[] = [];
const NO_SORT: SortingState = [];

function toApiSort(sorting: SortingState): DataTableSort[] {
  return sorting.map(({ id, desc }) => ({ fieldName: id, direction: desc ? 'Descending' : 'Ascending' }));
}

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/**
 * A server-paged, server-sorted table (spec §2 "Data tables"): 10 rows a page, fetches debounced
 * by 100 ms, at least 650 px wide (it scrolls sideways on narrow screens), sortable headers as
 * buttons with aria-sort, a results line and page links. Needs a QueryClientProvider above it.
 */
export function DataTable<T extends RowData>({
  columns,
  fetchPage,
  queryKey,
  ariaLabel,
  emptyText,
  pageSize = TABLE_PAGE_SIZE,
  searchText = '',
  initialSort = NO_SORT,
  getRowId,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [pageIndex, setPageIndex] = useState(0);

  // A new search or page size starts again from page 1 (state adjusted during render, not in an effect).
  const [previousFilter, setPreviousFilter] = useState({ searchText, pageSize });
  if (previousFilter.searchText !== searchText || previousFilter.pageSize !== pageSize) {
    setPreviousFilter({ searchText, pageSize });
    setPageIndex(0);
  }

  const request = useMemo<DataTablePageQuery>(
    () => ({ skip: pageIndex * pageSize, take: pageSize, sort: toApiSort(sorting), searchText }),
    [pageIndex, pageSize, sorting, searchText],
  );
  const [debouncedRequest] = useDebouncedValue(request, TABLE_FETCH_DEBOUNCE_MS);

  const query = useQuery({
    queryKey: [...queryKey, debouncedRequest],
    queryFn: ({ signal }) => fetchPage(debouncedRequest, { signal }),
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, pageSize);

  // The list can shrink under the user (a deletion elsewhere): step back to its last page.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && pageIndex > 0 && pageIndex >= totalPages) {
      setPageIndex(totalPages - 1);
    }
  }, [query.data, query.isPlaceholderData, pageIndex, totalPages]);

  const pagination = useMemo<PaginationState>(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: query.data?.items ?? (EMPTY_ROWS as T[]),
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    rowCount: total,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      setSorting((current) => resolve(updater, current));
      setPageIndex(0);
    },
    onPaginationChange: (updater) => setPageIndex(resolve(updater, pagination).pageIndex),
  });

  const headerGroups = table.getHeaderGroups();
  const columnCount = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;
  const firstLoad = query.isPending;
  const busy = query.isFetching || request !== debouncedRequest;

  let body: ReactNode;
  if (firstLoad) {
    body = Array.from({ length: Math.min(pageSize, 5) }, (_, rowIndex) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
      <Table.Tr key={rowIndex} aria-hidden="true">
        {Array.from({ length: columnCount }, (_, cellIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
          <Table.Td key={cellIndex}>
            <Skeleton height={12} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (query.isError && !query.data) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount} py="xl">
          <Stack align="center" gap="sm">
            <Text>These results could not be loaded.</Text>
            <Button variant="default" size="sm" onClick={() => query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Table.Td>
      </Table.Tr>
    );
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount} py="xl" ta="center">
          {emptyText}
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={row.id}>
        {row.getAllCells().map((cell) => (
          <Table.Td key={cell.id}>
            <table.FlexRender cell={cell} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="sm">
      <Box
        role="region"
        aria-label={ariaLabel}
        className="mantine-focus-auto"
        // Focusable so that keyboard users can scroll it sideways on narrow screens.
        tabIndex={0}
        style={{ overflowX: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Table
          aria-label={ariaLabel}
          aria-busy={busy}
          miw={TABLE_MIN_WIDTH_PX}
          verticalSpacing="sm"
          highlightOnHover={rows.length > 0}
        >
          <Table.Thead>
            {headerGroups.map((headerGroup) => (
              <Table.Tr key={headerGroup.id}>
                {headerGroup.headers.map((header) => {
                  const column = header.column;
                  const sortable = column.getCanSort();
                  const sorted = column.getIsSorted();
                  const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <Table.Th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      aria-sort={
                        sortable
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {sortable ? (
                        <UnstyledButton
                          onClick={column.getToggleSortingHandler()}
                          fw={700}
                          fz="sm"
                          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                        >
                          {content}
                          {sorted === 'asc' ? (
                            <IconArrowUp size={16} aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <IconArrowDown size={16} aria-hidden="true" />
                          ) : (
                            <IconArrowsSort size={16} aria-hidden="true" opacity={0.6} />
                          )}
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody style={{ opacity: busy && !firstLoad ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {body}
          </Table.Tbody>
        </Table>
      </Box>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" role="status">
          {firstLoad ? (
            <VisuallyHidden>Loading results</VisuallyHidden>
          ) : (
            pagerText({ page: pageIndex + 1, pageSize, total })
          )}
        </Text>
        <DataTablePaginator
          page={pageIndex + 1}
          totalPages={totalPages}
          onPageChange={(page) => table.setPageIndex(page - 1)}
          label={`${ariaLabel} pages`}
        />
      </Group>
    </Stack>
  );
}
