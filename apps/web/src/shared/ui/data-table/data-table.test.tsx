import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TABLE_MIN_WIDTH_PX } from '../ui-constants.ts';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTablePage,
  type DataTablePageQuery,
  type DataTableProps,
} from './data-table.tsx';
import { pageInMemory } from './in-memory-page.ts';

interface Pupil {
  id: number;
  name: string;
  score: number;
}

const pupils: Pupil[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: `Pupil ${String(i + 1).padStart(2, '0')}`,
  score: (i * 37) % 100,
}));

const column = createDataTableColumnHelper<Pupil>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('score', { header: 'Score' }),
  column.display({ id: 'actions', header: 'Actions', cell: () => 'View' }),
];

function renderTable(props: Partial<DataTableProps<Pupil>> = {}, rows: Pupil[] = pupils) {
  const fetchPage = vi.fn(
    async (query: DataTablePageQuery): Promise<DataTablePage<Pupil>> => pageInMemory(rows, query, ['name']),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  const view = render(
    <DataTable
      columns={columns}
      fetchPage={fetchPage}
      queryKey={['pupils']}
      ariaLabel="Pupils"
      emptyText="No pupils match your search."
      getRowId={(row) => String(row.id)}
      {...props}
    />,
    { wrapper },
  );
  return { fetchPage, ...view };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Pupils' }))
    .getAllByRole('row')
    .slice(1);
const firstNameCell = () => within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]?.textContent;
const pager = () => screen.getByRole('navigation', { name: 'Pupils pages' });

describe('DataTable', () => {
  it('shows a loading state, then the first page of 10 with the pager text', async () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Pupils' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading results');

    await screen.findByText('Pupil 01');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe('1–10 of 57 results');
    expect(screen.getByRole('table', { name: 'Pupils' }).getAttribute('aria-busy')).toBe('false');
  });

  it('pages with the paginator, marking the current page', async () => {
    const { fetchPage } = renderTable();
    await screen.findByText('Pupil 01');
    const nav = pager();
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toBeTruthy();

    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Pupil 11');
    expect(screen.getByRole('status').textContent).toBe('11–20 of 57 results');
    expect(within(pager()).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(fetchPage).toHaveBeenLastCalledWith(
      { skip: 10, take: 10, sort: [], searchText: '' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    fireEvent.click(within(pager()).getByRole('button', { name: 'Page 6' }));
    await screen.findByText('Pupil 57');
    expect(bodyRows()).toHaveLength(7);
    expect(screen.getByRole('status').textContent).toBe('51–57 of 57 results');
    expect(within(pager()).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('debounces fetches: quick changes make one request', async () => {
    const { fetchPage } = renderTable();
    await screen.findByText('Pupil 01');
    fetchPage.mockClear();
    fireEvent.click(within(pager()).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(pager()).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(pager()).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Pupil 31');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ skip: 30 });
  });

  it('sorts by a column through a header button with aria-sort, back to page 1', async () => {
    const { fetchPage } = renderTable();
    await screen.findByText('Pupil 01');
    fireEvent.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Pupil 11');

    const scoreHeader = screen.getByRole('columnheader', { name: /Score/ });
    expect(scoreHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort')).toBe(false);
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();

    const sortButton = within(scoreHeader).getByRole('button', { name: 'Score' });
    fireEvent.click(sortButton);
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        { skip: 0, take: 10, sort: [{ fieldName: 'score', direction: 'Ascending' }], searchText: '' },
        expect.anything(),
      ),
    );
    expect(scoreHeader.getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1–10 of 57 results'));

    fireEvent.click(sortButton);
    expect(scoreHeader.getAttribute('aria-sort')).toBe('descending');
    await waitFor(() =>
      expect(fetchPage.mock.lastCall?.[0].sort).toEqual([{ fieldName: 'score', direction: 'Descending' }]),
    );

    fireEvent.click(sortButton);
    expect(scoreHeader.getAttribute('aria-sort')).toBe('none');
  });

  it('goes back to page 1 when the search changes', async () => {
    const { fetchPage, rerender } = renderTable();
    await screen.findByText('Pupil 01');
    fireEvent.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Pupil 11');
    fireEvent.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Pupil 21');

    rerender(
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        queryKey={['pupils']}
        ariaLabel="Pupils"
        emptyText="No pupils match your search."
        searchText="Pupil 1"
      />,
    );
    await screen.findByText('Pupil 10');
    expect(fetchPage).toHaveBeenLastCalledWith(
      { skip: 0, take: 10, sort: [], searchText: 'Pupil 1' },
      expect.anything(),
    );
    expect(screen.getByRole('status').textContent).toBe('1–10 of 10 results');
  });

  it('shows the empty text, and "n result(s)" when everything fits on one page', async () => {
    renderTable({}, []);
    await screen.findByText('No pupils match your search.');
    expect(screen.getByRole('status').textContent).toBe('0 results');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says "1 result" for a single row', async () => {
    renderTable({}, pupils.slice(0, 1));
    await screen.findByText('Pupil 01');
    expect(screen.getByRole('status').textContent).toBe('1 result');
  });

  it('offers to try again when loading fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fail = true;
    const fetchPage = vi.fn(async (query: DataTablePageQuery) => {
      if (fail) throw new Error('offline');
      return pageInMemory(pupils, query, ['name']);
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <DataTable
            columns={columns}
            fetchPage={fetchPage}
            queryKey={['x']}
            ariaLabel="Pupils"
            emptyText="None"
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByText('These results could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Pupil 01');
  });

  it('keeps a minimum width inside a keyboard-scrollable container', async () => {
    renderTable();
    await screen.findByText('Pupil 01');
    const table = screen.getByRole('table', { name: 'Pupils' });
    const scroller = screen.getByRole('region', { name: 'Pupils' });
    expect(scroller.contains(table)).toBe(true);
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(scroller.style.overflowX).toBe('auto');
    expect(table.style.minWidth).toContain(String(TABLE_MIN_WIDTH_PX / 16));
  });

  it('renders cells through the column definitions', async () => {
    renderTable();
    await screen.findByText('Pupil 01');
    expect(firstNameCell()).toBe('Pupil 01');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('View');
  });
});
