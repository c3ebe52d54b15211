import { Checkbox, Table } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine.tsx';
import { type ListPage, pageInMemory } from './in-memory-page.ts';
import { ListEmpty, type ListRead, ListStates } from './list-states.tsx';
import { ListTable, useVirtualRows, VirtualBody } from './list-table.tsx';
import { PagerFooter } from './pager-footer.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { useSelection } from './use-selection.ts';

interface Pupil {
  id: number;
  name: string;
}

const pupils = (n: number): Pupil[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Pupil ${String(i + 1).padStart(2, '0')}` }));

const PAGE_SIZE = 10;
const pupilsCount = (n: number) => `${n} ${n === 1 ? 'pupil' : 'pupils'}`;

/** A list screen as the kit builds one: a paged read, its states, a table, a choice of rows. */
function PupilList({ fetchPage }: { fetchPage: (page: number) => Promise<ListPage<Pupil>> }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('all');
  const selection = useSelection<string>(filter);
  const read = useQuery({ queryKey: ['pupils', page], queryFn: () => fetchPage(page) });
  return (
    <>
      <button type="button" onClick={() => setFilter('other')}>
        Other filter
      </button>
      <SelectionBar size={selection.size} count={pupilsCount} noun="pupils" onClear={selection.clear} />
      <ListStates
        read={read}
        noun="pupils"
        isEmpty={(data) => data.total === 0}
        empty={<ListEmpty title="No pupils yet" testId="pupils-empty" />}
      >
        {(data) => (
          <>
            <ListTable label="Pupils" minWidth={400}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox
                      aria-label="Select every pupil shown"
                      checked={data.items.every((p) => selection.has(p.id))}
                      onChange={() => selection.toggleAll(data.items.map((p) => [p.id, p.name] as const))}
                    />
                  </Table.Th>
                  <Table.Th>Name</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${p.name}`}
                        checked={selection.has(p.id)}
                        onChange={() => selection.toggle(p.id, p.name)}
                      />
                    </Table.Td>
                    <Table.Th scope="row">{p.name}</Table.Th>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ListTable>
            <PagerFooter
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
              label="Pupils"
            />
          </>
        )}
      </ListStates>
    </>
  );
}

function renderList(fetchPage: (page: number) => Promise<ListPage<Pupil>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <PupilList fetchPage={fetchPage} />
    </QueryClientProvider>,
  );
}

const inMemory = (rows: Pupil[]) => async (page: number) =>
  pageInMemory(rows, { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, sort: [], searchText: '' }, ['name']);

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Pupils' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the list kit', () => {
  it('says it is loading, with grey rows, until the first page comes', async () => {
    let answer: (page: ListPage<Pupil>) => void = () => {};
    renderList(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('No pupils chosen')).toBeTruthy();
    expect(screen.getByText('Loading pupils')).toBeTruthy();
    answer({ items: pupils(2), total: 2 });
    expect(await screen.findByRole('table', { name: 'Pupils' })).toBeTruthy();
    expect(screen.queryByText('Loading pupils')).toBeNull();
  });

  it('says the list could not be loaded, and Try again loads it', async () => {
    const fetchPage = vi.fn(inMemory(pupils(3)));
    fetchPage.mockRejectedValueOnce(new Error('The server is busy.'));
    renderList(fetchPage);
    expect(await screen.findByText('The pupils could not be loaded')).toBeTruthy();
    expect(screen.getByText('The server is busy.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames()).toEqual(['Pupil 01', 'Pupil 02', 'Pupil 03']));
  });

  it('shows the empty card when there is nothing', async () => {
    renderList(inMemory([]));
    const empty = await screen.findByTestId('pupils-empty');
    expect(within(empty).getByText('No pupils yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the list with named page links and says which rows show', async () => {
    renderList(inMemory(pupils(25)));
    expect(await screen.findByText('1–10 of 25 results')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pupils pages' });
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21–25 of 25 results')).toBeTruthy();
    expect(rowNames()).toEqual(['Pupil 21', 'Pupil 22', 'Pupil 23', 'Pupil 24', 'Pupil 25']);
  });

  it('chooses rows one by one or all shown, clears the choice, and forgets it when the filters change', async () => {
    const user = userEvent.setup();
    renderList(inMemory(pupils(3)));
    await screen.findByRole('table', { name: 'Pupils' });
    const count = () => screen.getByText(/chosen$/).textContent;
    await user.click(screen.getByRole('checkbox', { name: 'Select Pupil 02' }));
    expect(count()).toBe('1 pupil chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Select every pupil shown' }));
    expect(count()).toBe('3 pupils chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Select every pupil shown' }));
    expect(count()).toBe('No pupils chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Select Pupil 01' }));
    await user.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(count()).toBe('No pupils chosen');
    expect(screen.queryByRole('button', { name: 'Clear choice' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Pupil 03' }));
    await user.click(screen.getByRole('button', { name: 'Other filter' }));
    expect(count()).toBe('No pupils chosen');
  });
});

describe('the list states alone', () => {
  const read = (over: Partial<ListRead<number[]>>): ListRead<number[]> => ({
    isPending: false,
    isError: false,
    data: undefined,
    error: null,
    refetch: () => undefined,
    ...over,
  });
  const draw = (r: ListRead<number[]>) =>
    renderWithMantine(
      <ListStates
        read={r}
        noun="work"
        errorTitle="The plan could not be loaded"
        loadingRows={2}
        placeholder={<div data-testid="card-placeholder" />}
        isEmpty={(data) => data.length === 0}
        empty={<ListEmpty title="Nothing" />}
      >
        {(data) => <p>{data.length} rows</p>}
      </ListStates>,
    );

  it("draws a screen's own placeholder rows and names a failure its own way", () => {
    const { unmount } = draw(read({ isPending: true }));
    expect(screen.getAllByTestId('card-placeholder')).toHaveLength(2);
    expect(screen.getByText('Loading work')).toBeTruthy();
    unmount();
    draw(read({ isError: true, error: new Error('Offline.') }));
    expect(screen.getByText('The plan could not be loaded')).toBeTruthy();
  });

  it('keeps the rows it has when a later fetch fails', () => {
    draw(read({ isError: true, error: new Error('Offline.'), data: [1, 2] }));
    expect(screen.getByText('2 rows')).toBeTruthy();
    expect(screen.queryByText('The plan could not be loaded')).toBeNull();
  });
});

function LongList({ count, onNearEnd }: { count: number; onNearEnd: () => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({ count, scrollRef, onNearEnd });
  return (
    <ListTable label="Long list" scrollRef={scrollRef} maxHeight="20rem">
      <VirtualBody virtual={virtual} columns={1}>
        {virtual.rows.map((row) => (
          <Table.Tr key={row.index} ref={virtual.measure} data-index={row.index}>
            <Table.Td>Row {row.index}</Table.Td>
          </Table.Tr>
        ))}
      </VirtualBody>
    </ListTable>
  );
}

describe('the one table', () => {
  it('is a named, keyboard-reachable region holding a table of the same name', () => {
    renderWithMantine(
      <ListTable label="Marks" minWidth={650}>
        <Table.Tbody />
      </ListTable>,
    );
    const region = screen.getByRole('region', { name: 'Marks' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Marks' })).toBeTruthy();
  });

  it('draws only the rows in view of a long list, and asks for more near the end of a short one', () => {
    const onNearEnd = vi.fn();
    const { rerender } = renderWithMantine(<LongList count={2000} onNearEnd={onNearEnd} />);
    const drawn = screen.getAllByRole('row').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(100);
    expect(onNearEnd).not.toHaveBeenCalled();
    rerender(<LongList count={20} onNearEnd={onNearEnd} />);
    expect(onNearEnd).toHaveBeenCalled();
  });
});
