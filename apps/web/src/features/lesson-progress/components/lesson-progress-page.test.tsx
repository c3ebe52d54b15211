import { lessonProgressPaths } from '@mathsight/contract/lesson-progress.paths.ts';
import type { LessonProgressReport, LessonProgressRow } from '@mathsight/contract/lesson-progress.ts';
import { screen, waitFor, within } from '@testing-library/react';
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
  vi.restoreAllMocks();
  clearRefreshToken();
});

const student = (
  studentId: number,
  lastName: string,
  fields: Partial<LessonProgressRow> = {},
): LessonProgressRow => ({
  studentId,
  firstName: 'Sam',
  lastName,
  status: 'notStarted',
  stepsDone: 0,
  stepCount: 10,
  progressPercent: 0,
  questionsAnswered: 0,
  questionCount: 8,
  rightFirstTime: 0,
  rightOnRetry: 0,
  timeSpentMs: 0,
  lastWorkedAt: null,
  stoppedAt: null,
  flowGeneratorSessionId: null,
  ...fields,
});

const WORK = [
  {
    assignmentId: 42,
    name: 'Adding fractions',
    startDate: '2030-03-04T09:00:00.000Z',
    endDate: '2030-03-11T15:00:00.000Z',
    questionCount: 8,
  },
  {
    assignmentId: 41,
    name: 'Ratio',
    startDate: '2030-02-25T09:00:00.000Z',
    endDate: '2030-03-04T15:00:00.000Z',
    questionCount: 6,
  },
];

const REPORT: LessonProgressReport = {
  schoolId: 1,
  groupId: 12,
  groupCode: '7A/Ma',
  work: WORK,
  assignmentId: 42,
  students: [
    student(1, 'Ash', {
      status: 'finished',
      stepsDone: 10,
      progressPercent: 100,
      questionsAnswered: 8,
      rightFirstTime: 6,
      rightOnRetry: 1,
      timeSpentMs: 12 * 60_000,
      lastWorkedAt: '2030-03-05T10:30:00.000Z',
      flowGeneratorSessionId: 901,
    }),
    student(2, 'Bell', {
      status: 'inProgress',
      stepsDone: 3,
      progressPercent: 30,
      questionsAnswered: 2,
      rightFirstTime: 2,
      timeSpentMs: 4 * 60_000,
      lastWorkedAt: '2030-03-05T10:00:00.000Z',
      stoppedAt: 'Question 3 of 8',
      flowGeneratorSessionId: 902,
    }),
    student(3, 'Cole'),
  ],
};

function open(answer: (url: URL) => Response) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: URL[] = [];
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${lessonProgressPaths.lessonProgress(1)}`]: (url) => {
      const parsed = new URL(url, 'http://localhost');
      asked.push(parsed);
      return answer(parsed);
    },
    [`GET ${lessonProgressPaths.lessonProgressCsv(1)}`]: (url) => {
      asked.push(new URL(url, 'http://localhost'));
      return new Response(new Blob(['Class,Work\n']), { headers: { 'Content-Type': 'text/csv' } });
    },
  });
  renderApp('/1/reports/lesson-progress');
  return { asked };
}

describe('lesson progress', () => {
  it("shows each student's progress with its numbers, their lesson to read, and the CSV of the rows", async () => {
    const { asked } = open(() => jsonResponse(200, REPORT));
    const table = await screen.findByRole('table', { name: 'Lesson progress in 7A/Ma' }, { timeout: 15_000 });
    expect(document.title).toBe('Lesson progress - Mathsight');
    expect(asked[0]?.searchParams.get('groupId')).toBe('12');
    expect(asked[0]?.searchParams.has('assignmentId')).toBe(false);
    expect(screen.getByRole('link', { name: 'Lessons' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('lesson-progress-summary').textContent).toBe(
      'Adding fractions: 1 finished, 1 in progress, 1 not started.',
    );

    const rows = within(table).getAllByTestId('lesson-progress-row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      'Ash, Sam',
      'Bell, Sam',
      'Cole, Sam',
    ]);
    expect(rows[0]?.textContent).toContain('Finished');
    expect(rows[0]?.textContent).toContain('10 of 10 steps (100%)');
    expect(rows[0]?.textContent).toContain('8 of 8 answered6 right first time, 1 on a second try');
    expect(rows[0]?.textContent).toContain('12 min');
    expect(rows[1]?.textContent).toContain('Question 3 of 8');
    expect(rows[1]?.textContent).toContain('3 of 10 steps (30%)');
    expect(rows[2]?.textContent).toContain('Not started');
    expect(
      within(rows[0] as HTMLElement).getByRole('progressbar', { name: 'Sam Ash: 100% of the lesson' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open lesson of Sam Ash' }).getAttribute('href')).toBe(
      '/topic-session/901',
    );
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();

    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV of the lesson progress in 7A/Ma' }));
    await waitFor(() => expect(saved).toEqual(['lesson-progress-7a-ma-adding-fractions.csv']));
    expect(asked.at(-1)?.pathname).toBe(lessonProgressPaths.lessonProgressCsv(1));
    expect(asked.at(-1)?.searchParams.get('assignmentId')).toBe('42');
  });

  it('shows another piece of work when it is chosen', async () => {
    const { asked } = open((url) =>
      jsonResponse(
        200,
        url.searchParams.get('assignmentId') === '41'
          ? {
              ...REPORT,
              assignmentId: 41,
              students: [student(3, 'Cole', { stepCount: 6, questionCount: 6 })],
            }
          : REPORT,
      ),
    );
    await screen.findByRole('table', { name: 'Lesson progress in 7A/Ma' }, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Work' }));
    await user.click(await screen.findByRole('option', { name: 'Ratio (set Mon 25 Feb 2030)' }));
    await waitFor(() =>
      expect(screen.getByTestId('lesson-progress-summary').textContent).toBe('Ratio: 1 not started.'),
    );
    expect(asked.at(-1)?.searchParams.get('assignmentId')).toBe('41');
  });

  it('says when the class has no lessons, with a way to set work', async () => {
    open(() => jsonResponse(200, { ...REPORT, work: [], assignmentId: null, students: [] }));
    expect(
      await screen.findByText('No lesson flows set to this class yet', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    const setWork = screen.getByRole('link', { name: 'Set work' });
    expect(setWork.getAttribute('href')).toContain('modal=set-work');
    expect(setWork.getAttribute('href')).toContain('groupId=12');
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('shows an error with Try again', async () => {
    open(() => jsonResponse(500, { message: 'Something went wrong' }));
    expect(
      await screen.findByText('Lesson progress could not be loaded', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
