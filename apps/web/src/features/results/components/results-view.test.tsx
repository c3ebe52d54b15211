import type { ResultsGrid } from '@mathsight/contract/insights.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useResultsStore } from '../../../shared/insights/results-store.ts';
import { resetAllStores } from '../../../shared/state/store-registry.ts';
import { renderWithMantine } from '../../../shared/ui/testing/render-with-mantine.tsx';
import { visibleStudents } from '../grid-rows.ts';
import { makeCell, makeGrid, makeStudent } from '../testing/insight-fixtures.ts';
import { ResultsGridTable, WINDOWING_FROM_ROWS } from './results-grid.tsx';
import { ResultsView } from './results-view.tsx';

beforeEach(() => resetAllStores());

function renderView(grid: ResultsGrid, followUp = true) {
  return renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ResultsView
          grid={grid}
          scope="a5"
          back={null}
          groupId={null}
          onGroupChange={() => undefined}
          questionHref={(id) => `/1/assignments/5/questions/${id}`}
          misconceptions={[]}
          followUpHref={followUp ? (ids) => `/1/fix/5?students=${ids.join(',')}` : undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const grid = makeGrid([
  makeStudent(1, 'Amara', 'Okafor', [
    makeCell(1, 'A', true),
    makeCell(2, 'C', false, { retryLetter: 'A', retryIsCorrect: true }),
  ]),
  makeStudent(2, 'Ben', 'Adams', [makeCell(1, 'B', false), makeCell(2, 'D', false)]),
  makeStudent(3, 'Dev', 'Patel'),
]);

const rowNames = () =>
  screen.getAllByTestId('results-row').map((r) => within(r).getByRole('rowheader').textContent);

describe('results by student', () => {
  it('shows each letter as right or wrong in words as well as colour, with the second try', () => {
    renderView(grid);
    const amara = screen.getAllByTestId('results-row').find((r) => r.textContent?.includes('Amara'));
    expect(amara).toBeDefined();
    const cells = within(amara as HTMLElement);
    expect(cells.getByRole('button', { name: /^Question 1: A, right/ })).toBeTruthy();
    expect(cells.getByRole('button', { name: /^Question 2: C, wrong; second try A, right/ })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Question 1: not answered' }).length).toBe(1);
  });

  it('links a student who did the work as a lesson to that lesson, and only them', () => {
    const withLesson = makeGrid([
      { ...makeStudent(1, 'Amara', 'Okafor', [makeCell(1, 'A', true)]), lessonFlowId: 77 },
      makeStudent(2, 'Ben', 'Adams', [makeCell(1, 'B', false)]),
    ]);
    renderView(withLesson);
    const link = screen.getByRole('link', { name: 'Amara Okafor’s lesson' });
    expect(link.getAttribute('href')).toBe('/topic-session/77');
    expect(screen.getAllByTestId('results-lesson-link')).toHaveLength(1);
  });

  it('lists students by last name descending at first, and sorts by any column', async () => {
    renderView(grid);
    expect(rowNames()).toEqual(['Dev Patel', 'Amara Okafor', 'Ben Adams']);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('sort-score'));
    expect(useResultsStore.getState().questionsSortBy).toEqual({ param: 'score', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Score/ }).getAttribute('aria-sort')).toBe('ascending');
    // Nobody's score (not started) sorts last whichever the order.
    expect(rowNames()).toEqual(['Ben Adams', 'Amara Okafor', 'Dev Patel']);
    await user.click(screen.getByTestId('sort-q1'));
    await user.click(screen.getByTestId('sort-q1'));
    expect(useResultsStore.getState().questionsSortBy).toEqual({ param: 'q1', order: 'desc' });
    expect(rowNames()).toEqual(['Amara Okafor', 'Ben Adams', 'Dev Patel']);
  });

  it('filters to wrong answers', async () => {
    renderView(grid);
    act(() => useResultsStore.getState().setAnswersFilter({ kind: 'wrong' }));
    expect(await screen.findAllByTestId('results-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Question \d: [A-D], right/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Question \d: [A-D], wrong/ })).toHaveLength(3);
  });

  it('selects students for follow-up work', async () => {
    renderView(grid);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Adams' }));
    expect(screen.getByTestId('selection-count').textContent).toBe('1 student selected');
    expect(screen.getByTestId('follow-up-selected').getAttribute('href')).toBe('/1/fix/5?students=2');
    await user.click(screen.getByRole('checkbox', { name: 'Select every student shown' }));
    expect(useResultsStore.getState().selectedStudents.sort()).toEqual([1, 2, 3]);
  });

  it('offers no selection where nothing can be done with it (independent study)', () => {
    renderView(grid, false);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('draws only the rows in view of a 300-student year group', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      makeStudent(i + 1, `First${i}`, `Last${String(i).padStart(3, '0')}`, [makeCell(1, 'A', true)]),
    );
    const big = makeGrid(many);
    expect(many.length).toBeGreaterThan(WINDOWING_FROM_ROWS);
    renderWithMantine(
      <MemoryRouter>
        <ResultsGridTable
          grid={big}
          students={visibleStudents(big.students, { kind: 'all' }, { param: 'lastName', order: 'asc' })}
          questionHref={() => '/'}
        />
      </MemoryRouter>,
    );
    const drawn = screen.getAllByTestId('results-row');
    expect(drawn.length).toBeLessThan(60);
    expect(within(drawn[0] as HTMLElement).getByRole('rowheader').textContent).toBe('First0 Last000');
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('301');
  });

  it('offers a class filter only when the work was set for several classes', () => {
    const { unmount } = renderView(grid);
    expect(screen.queryByTestId('class-filter')).toBeNull();
    unmount();
    const twoClasses = {
      ...grid,
      work: {
        ...grid.work,
        groups: [
          { groupId: 11, code: '7A/Ma1' },
          { groupId: 12, code: '7B/Ma1' },
        ],
      },
    };
    renderView(twoClasses);
    expect(screen.getByTestId('class-filter')).toBeTruthy();
  });
});
