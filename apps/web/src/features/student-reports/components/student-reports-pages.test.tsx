import type { EffortSummary } from '@mathsight/contract/effort.ts';
import { studentReportPaths } from '@mathsight/contract/student-reports.paths.ts';
import type {
  EffortReport,
  ProficiencyReport,
  StudentOverviewList,
} from '@mathsight/contract/student-reports.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const TERM = { name: 'Autumn 2026', from: '2026-09-01', to: '2026-12-31' };
const row = (studentId: number, lastName: string, measure: number | null, effortPoints: number) => ({
  studentId,
  firstName: 'Sam',
  lastName,
  userName: `s${studentId}`,
  groups: [{ groupId: 11, code: '10X/Ma11' }],
  yearGroups: [{ countryYearGroupId: 11, name: 'Year 10' }],
  proficiency:
    measure === null ? null : { label: 'developing' as const, measure, standardError: 0.31, answerCount: 14 },
  effortPoints,
  lastActiveAt: '2026-11-20T10:00:00Z',
});

function open(path: string, routes: Record<string, (url: string) => Response>) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: URL[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(routes).map(([key, answer]) => [
      key,
      (url: string) => {
        asked.push(new URL(url, 'http://x'));
        return answer(url);
      },
    ]),
  );
  stubFetch({ ...signedInRoutes(me), ...wrapped });
  renderApp(path);
  return { asked };
}

describe('the students list', () => {
  it('shows each student with classes, proficiency ± SE and effort, links each to their page, and sorts on the server', async () => {
    const byName: StudentOverviewList = {
      items: [row(1, 'Ash', 0.2, 30), row(2, 'Bell', 1.5, 4)],
      total: 2,
      term: TERM,
    };
    const byProficiency: StudentOverviewList = {
      ...byName,
      items: [row(2, 'Bell', 1.5, 4), row(1, 'Ash', 0.2, 30)],
    };
    const { asked } = open('/1/students', {
      [`GET ${studentReportPaths.overview(1)}`]: (url) =>
        jsonResponse(200, url.includes('FieldName=proficiency') ? byProficiency : byName),
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Students with their proficiency and effort' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(table).getAllByTestId('overview-row')).toHaveLength(2));
    const first = within(table).getAllByTestId('overview-row')[0];
    expect(first?.textContent).toContain('10X/Ma11');
    expect(first?.textContent).toContain('Developing');
    expect(first?.textContent).toContain('0.20 ± 0.31');
    expect(within(table).getByRole('link', { name: 'Ash, Sam' }).getAttribute('href')).toBe('/1/students/1');
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByTestId('sort-proficiency'));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Bell, Sam', 'Ash, Sam']),
    );
    const last = asked.at(-1);
    expect(last?.searchParams.get('request.sort[0].FieldName')).toBe('proficiency');
    expect(last?.searchParams.get('request.sort[0].Direction')).toBe('Descending');
    expect(screen.getByRole('columnheader', { name: /Proficiency/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('says when there are no students', async () => {
    open('/1/students', {
      [`GET ${studentReportPaths.overview(1)}`]: () => jsonResponse(200, { items: [], total: 0, term: TERM }),
    });
    expect(await screen.findByText('No students yet')).toBeTruthy();
  });

  it('shows an error with Try again', async () => {
    open('/1/students', {
      [`GET ${studentReportPaths.overview(1)}`]: () => jsonResponse(500, { message: 'Something went wrong' }),
    });
    expect(await screen.findByText('The students could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

const PROFICIENCY: ProficiencyReport = {
  groupId: 11,
  groupCode: '10X/Ma11',
  topics: [
    { topicUnitId: 5, name: 'Fractions', strand: 'number' },
    { topicUnitId: 6, name: 'Angles', strand: 'geometry' },
  ],
  students: [
    {
      studentId: 1,
      firstName: 'Sam',
      lastName: 'Ash',
      topics: [
        { topicUnitId: 5, label: 'secure', measure: 1.8, standardError: 0.3, answerCount: 20 },
        { topicUnitId: 6, label: 'not yet', measure: -1.2, standardError: 0.35, answerCount: 12 },
      ],
    },
    { studentId: 2, firstName: 'Ali', lastName: 'Bell', topics: [] },
  ],
};

describe('the proficiency heat map', () => {
  it("shows the class's topics by students, each cell a letter and a label, walked with the arrow keys", async () => {
    const { asked } = open('/1/students/proficiency', {
      [`GET ${studentReportPaths.proficiency(1)}`]: () => jsonResponse(200, PROFICIENCY),
    });
    const grid = await screen.findByRole('table', { name: 'Proficiency of 10X/Ma11 by topic' });
    expect(asked.at(-1)?.searchParams.get('groupId')).toBe('12');
    const cells = within(grid).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['S', 'N', '', '']);
    expect(cells[0]?.getAttribute('aria-label')).toBe(
      'Sam Ash, Fractions: Secure: measure 1.80, likely between 1.50 and 2.10 (20 answers)',
    );
    expect(cells[0]?.getAttribute('tabindex')).toBe('0');
    expect(cells[1]?.getAttribute('tabindex')).toBe('-1');
    cells[0]?.focus();
    fireEvent.keyDown(cells[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cells[1]);
    expect(screen.getByTestId('heat-map-detail').textContent).toBe(
      'Sam Ash, Angles: Not yet: measure −1.20, likely between −1.55 and −0.85 (12 answers)',
    );
    fireEvent.keyDown(cells[1] as HTMLElement, { key: 'ArrowDown' });
    expect(screen.getByTestId('heat-map-detail').textContent).toBe('Ali Bell, Angles: no answers yet');
    // The same numbers in the table.
    await userEvent.click(screen.getByRole('button', { name: 'Show the numbers' }));
    expect(screen.getByRole('table', { name: /Each student of 10X\/Ma11/ }).textContent).toContain(
      'Secure (1.80, likely between 1.50 and 2.10)',
    );
  });

  it('says when the class has no answers yet', async () => {
    open('/1/students/proficiency', {
      [`GET ${studentReportPaths.proficiency(1)}`]: () => jsonResponse(200, { ...PROFICIENCY, topics: [] }),
    });
    expect(await screen.findByText('No answers yet')).toBeTruthy();
  });
});

const effort = (points: number): EffortSummary => ({
  workCompleted: 1,
  questionsAnswered: points - 5,
  retries: 0,
  timeOnTaskMinutes: 12,
  effortPoints: points,
});
const EFFORT: EffortReport = {
  groupId: 11,
  groupCode: '10X/Ma11',
  period: 'term',
  from: '2026-09-01',
  to: '2026-12-31',
  term: TERM,
  students: [
    { studentId: 1, firstName: 'Sam', lastName: 'Ash', effort: effort(20) },
    { studentId: 2, firstName: 'Ali', lastName: 'Bell', effort: effort(45) },
  ],
  weeks: [
    { weekStart: '2026-09-07', effort: effort(30) },
    { weekStart: '2026-09-14', effort: effort(35) },
  ],
};

describe('the effort screen', () => {
  it("shows each student's effort, most first, and the class's weeks in a chart with its table", async () => {
    const { asked } = open('/1/students/effort', {
      [`GET ${studentReportPaths.effort(1)}`]: () => jsonResponse(200, EFFORT),
    });
    const table = await screen.findByRole('table', { name: 'Effort of 10X/Ma11' });
    const rows = within(table).getAllByTestId('effort-row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['Bell, Ali', 'Ash, Sam']);
    expect(rows[0]?.textContent).toContain('45');
    expect(asked.at(-1)?.searchParams.get('period')).toBe('term');
    expect(screen.getByRole('figure', { name: '10X/Ma11: effort each week of Autumn 2026' })).toBeTruthy();
    expect(
      screen.getByRole('table', { name: /effort points the students of 10X\/Ma11 earned/ }).textContent,
    ).toContain('14 Sept');
  });

  it('shows an error with Try again', async () => {
    open('/1/students/effort', {
      [`GET ${studentReportPaths.effort(1)}`]: () => jsonResponse(500, { message: 'Something went wrong' }),
    });
    expect(await screen.findByText('The effort report could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
