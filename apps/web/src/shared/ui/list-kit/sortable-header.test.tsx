import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderWithMantine } from '../testing/render-with-mantine.tsx';
import { ListStates } from './list-states.tsx';
import { ListTable } from './list-table.tsx';
import { SortableTh, sortDirectionOf } from './sortable-header.tsx';
import { VirtualListTable } from './virtual-list-table.tsx';

function SortedNames() {
  const [sort, setSort] = useState({ by: 'name', descending: false });
  const onSort = (by: string) => setSort((s) => ({ by, descending: s.by === by && !s.descending }));
  return (
    <ListTable label="Pupils">
      <Table.Thead>
        <Table.Tr>
          <SortableTh
            label="Name"
            direction={sortDirectionOf('name', sort.by, sort.descending)}
            onSort={() => onSort('name')}
            testId="sort-name"
            words={{ ascending: ', A to Z', descending: ', Z to A', unsorted: ', sort' }}
          />
          <SortableTh
            label="Score"
            direction={sortDirectionOf('score', sort.by, sort.descending)}
            onSort={() => onSort('score')}
          />
        </Table.Tr>
      </Table.Thead>
    </ListTable>
  );
}

describe('the sortable header', () => {
  it('says how its column is sorted with aria-sort and words, and sorts from the keyboard', async () => {
    renderWithMantine(<SortedNames />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const score = screen.getByRole('columnheader', { name: /Score/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(score.getAttribute('aria-sort')).toBeNull();
    expect(name.textContent).toContain(', A to Z');
    const user = userEvent.setup();
    screen.getByTestId('sort-name').focus();
    await user.keyboard('{Enter}');
    expect(name.getAttribute('aria-sort')).toBe('descending');
    expect(name.textContent).toContain(', Z to A');
    await user.click(screen.getByRole('button', { name: /Score/ }));
    expect(score.getAttribute('aria-sort')).toBe('ascending');
    expect(name.getAttribute('aria-sort')).toBeNull();
  });
});

describe('ListStates', () => {
  it("words a failed call in the app's words: the server's field messages", () => {
    const error = new ApiError({
      kind: 'server',
      message: 'Bad input',
      status: 400,
      fieldMessages: ['The name is too long.'],
    });
    renderWithMantine(
      <ListStates
        read={{ isPending: false, isError: true, data: undefined, error, refetch: () => {} }}
        noun="pupils"
        isEmpty={() => false}
        empty={null}
      >
        {() => null}
      </ListStates>,
    );
    expect(screen.getByText('The pupils could not be loaded')).toBeTruthy();
    expect(screen.getByText('The name is too long.')).toBeTruthy();
  });
});

describe('VirtualListTable', () => {
  it('counts what is loaded of all, then the rows with their name', () => {
    const { rerender } = renderWithMantine(
      <VirtualListTable
        label="Pupils"
        items={[{ id: 1, name: 'Ada' }]}
        total={3}
        busy={false}
        minWidth={320}
        columns={1}
        head={<Table.Th>Name</Table.Th>}
        rowKey={(p) => p.id}
        row={(p, index, measure) => (
          <Table.Tr ref={measure} data-index={index}>
            <Table.Th scope="row">{p.name}</Table.Th>
          </Table.Tr>
        )}
        shownTestId="shown"
        rowName={{ one: 'pupil', many: 'pupils' }}
        note=". Names as the pupils wrote them."
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'Ada' })).toBeTruthy();
    expect(screen.getByTestId('shown').textContent).toBe(
      '1 of 3 loaded: scroll for more. Names as the pupils wrote them.',
    );
    rerender(
      <VirtualListTable
        label="Pupils"
        items={[{ id: 1, name: 'Ada' }]}
        total={1}
        busy={false}
        minWidth={320}
        columns={1}
        head={<Table.Th>Name</Table.Th>}
        rowKey={(p) => p.id}
        row={(p) => (
          <Table.Tr>
            <Table.Th scope="row">{p.name}</Table.Th>
          </Table.Tr>
        )}
        shownTestId="shown"
        rowName={{ one: 'pupil', many: 'pupils' }}
      />,
    );
    expect(screen.getByTestId('shown').textContent).toBe('1 pupil');
  });
});
