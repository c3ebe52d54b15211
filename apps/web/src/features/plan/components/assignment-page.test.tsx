import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { routinePaths } from '@mathsight/contract/routine.paths.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { makeAssignmentDetail, makeQuestion } from '../../../test/work-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

function openWork(routes: Record<string, FetchHandler>, path = '/1/plan/5') {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const fetchMock = stubFetch({
    ...signedInRoutes(me),
    [`GET ${assignmentPaths.schoolAssignments(1)}`]: () => jsonResponse(200, { items: [], total: 0 }),
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

/** One week of a class's routine (GET …/reports/routine), 7A/Ma's. */
function routineWeek(
  weekStart: string,
  counts: { workSet: number; questionsSet: number; studentsSet: number; studentsCompleted: number },
) {
  const set = counts.studentsSet > 0;
  return {
    groupId: 12,
    code: '7A/Ma',
    yearGroups: 'Year 7',
    teachers: 'Ada Lovelace',
    weekStart,
    ...counts,
    studentsWithNoAnswer: set ? 3 : 0,
    completionPercent: set ? Math.round((100 * counts.studentsCompleted) / counts.studentsSet) : null,
    meanScorePercent: set ? 55 : null,
  };
}

const quiz = {
  quizId: 501,
  name: 'Adding fractions',
  kind: 'TopicPathway',
  topicUnitId: 1,
  topicUnitName: 'Adding fractions',
  shortCode: 'Q501AB',
  questionCount: 2,
  questions: [makeQuestion(72), makeQuestion(71)],
};

describe('one piece of work', () => {
  it('shows its details, progress, students and questions', async () => {
    openWork({
      [`GET ${assignmentPaths.assignment(5)}`]: () => jsonResponse(200, makeAssignmentDetail(5)),
      [`GET ${contentPaths.quiz(501)}`]: () => jsonResponse(200, quiz),
    });
    expect((await screen.findByTestId('assignment-name')).textContent).toBe('Adding fractions');
    expect(document.title).toBe('Adding fractions - Mathsight');
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details.textContent).toContain('StartsMon 4 Mar 2030, 09:00');
    expect(details.textContent).toContain('After each question');
    expect(screen.getByRole('region', { name: 'Progress' }).textContent).toContain('12 of 54');
    const students = screen.getByRole('table', { name: 'Students' });
    expect(within(students).getByRole('rowheader', { name: 'Amara Okafor' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Questions (2)' }));
    const questions = await screen.findByRole('list', { name: 'Questions' });
    // In the assignment's order, not the quiz's.
    expect(
      within(questions)
        .getAllByText(/^Question \d ·/)
        .map((h) => h.textContent),
    ).toEqual(['Question 1 · Adding fractions', 'Question 2 · Adding fractions']);
    expect(questions.textContent?.indexOf('71')).toBeLessThan(questions.textContent?.indexOf('72') ?? 0);
  });

  it('shows follow-up work from Fix with its Follow-up badge and its own questions, each with the misconception it targets', async () => {
    const reason = 'Targets the misconception “Adds the denominators”';
    openWork({
      [`GET ${assignmentPaths.assignment(5)}`]: () =>
        jsonResponse(
          200,
          makeAssignmentDetail(5, {
            kind: 'FollowUp',
            name: 'Fix: Adding fractions',
            quizId: null,
            questions: [
              { questionId: 72, sequence: 1, topicUnitId: 1, topicUnitName: 'Adding fractions', reason },
              { questionId: 71, sequence: 2, topicUnitId: 1, topicUnitName: 'Adding fractions', reason },
            ],
          }),
        ),
      [`GET ${contentPaths.question(71)}`]: () => jsonResponse(200, makeQuestion(71)),
      [`GET ${contentPaths.question(72)}`]: () => jsonResponse(200, makeQuestion(72)),
    });
    expect((await screen.findByTestId('assignment-name')).textContent).toBe('Fix: Adding fractions');
    expect(screen.getByText('Follow-up', { exact: true })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Questions (2)' }));
    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(questions.children).toHaveLength(2);
    expect(within(questions).getAllByText(reason)).toHaveLength(2);
    expect(questions.textContent?.indexOf('72')).toBeLessThan(questions.textContent?.indexOf('71') ?? 0);
    expect(screen.queryByText('This work has no questions.')).toBeNull();
  });

  it('edits the name and dates, refusing a blank name and an end before the start', async () => {
    const detail = makeAssignmentDetail(5);
    const puts: unknown[] = [];
    openWork({
      [`GET ${assignmentPaths.assignment(5)}`]: () => jsonResponse(200, detail),
      [`GET ${contentPaths.quiz(501)}`]: () => jsonResponse(200, quiz),
      [`PUT ${assignmentPaths.assignment(5)}`]: (_url, init) => {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { ...detail, name: 'Fractions homework' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit work' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    const end = within(dialog).getByTestId('end-date');
    await user.clear(end);
    await user.type(end, '01/03/2030 08:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Enter a name of at most 200 characters')).toBeTruthy();
    expect(within(dialog).getByText('The end date must be after the start date')).toBeTruthy();
    expect(puts).toEqual([]);

    await user.type(name, 'Fractions homework');
    await user.clear(end);
    await user.type(end, '12/03/2030 15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      name: 'Fractions homework',
      startDate: '2030-03-04T09:00:00.000Z',
      endDate: '2030-03-12T15:00:00.000Z',
      feedbackMode: 'AfterEachQuestion',
      askConfidence: false,
      groupIds: [11, 12],
    });
  });

  it('deletes retrieval practice through DELETE v5 after a confirmation, then goes back to the plan', async () => {
    const detail = makeAssignmentDetail(5, {
      kind: 'RetrievalPractice',
      quizId: null,
      groups: [{ groupId: 12, code: '7A/Ma' }],
    });
    const { fetchMock, location } = openWork({
      [`GET ${assignmentPaths.assignment(5)}`]: () => jsonResponse(200, detail),
      [`GET ${assignmentPaths.retrievalPracticeAssignment(5)}`]: () =>
        jsonResponse(200, { ...detail, groupId: 12, questions: [] }),
      [`GET ${assignmentPaths.retrievalPracticeInsights(5)}`]: () =>
        jsonResponse(200, {
          assignmentId: 5,
          studentCount: 30,
          startedCount: 1,
          completedCount: 0,
          averageScorePercent: 50,
          answeredPercent: 100,
          questions: [
            {
              questionId: 81,
              sequence: 1,
              topicUnitId: 1,
              topicUnitName: 'Adding fractions',
              reason: 'Studied 1 week ago',
              answeredCount: 2,
              correctCount: 1,
              percentCorrect: 50,
              commonWrongAnswer: {
                letter: 'C',
                count: 1,
                misconceptionId: 3,
                misconceptionName: 'Adds the denominators',
              },
            },
          ],
          topics: [
            {
              topicUnitId: 1,
              topicUnitName: 'Adding fractions',
              answeredCount: 2,
              correctCount: 1,
              percentCorrect: 50,
            },
          ],
          students: [],
        }),
      [`DELETE ${assignmentPaths.deleteRetrievalPracticeAssignment(5)}`]: () => jsonResponse(204),
      [`GET ${routinePaths.routine(1)}`]: () =>
        jsonResponse(200, {
          schoolId: 1,
          from: '2030-02-25',
          to: '2030-03-05',
          groupId: 12,
          rows: [
            routineWeek('2030-02-25', { workSet: 0, questionsSet: 0, studentsSet: 0, studentsCompleted: 0 }),
            routineWeek('2030-03-04', {
              workSet: 1,
              questionsSet: 10,
              studentsSet: 30,
              studentsCompleted: 12,
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    const insights = await screen.findByRole('table', { name: 'Results by question' });
    expect(insights.textContent).toContain('C (1): Adds the denominators');
    expect(screen.getByText(/Average first-attempt score/).textContent).toContain('50%');
    // The class's routine below it, newest week first; a week with nothing set says so.
    const routine = await screen.findByRole('table', { name: 'Retrieval practice routine of 7A/Ma' });
    const weeks = within(routine).getAllByRole('row').slice(1);
    expect(weeks.map((row) => row.textContent)).toEqual([
      'Mon 4 Mar 203011012 of 30 (40%)55%3',
      'Mon 25 Feb 2030None set––––',
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this work?' });
    expect(confirm.textContent).toContain('12 students have started it; their answers will be deleted too.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/1/plan'));
    expect(
      fetchMock.mock.calls
        .filter(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')
        .map(([u]) => u),
    ).toEqual([assignmentPaths.deleteRetrievalPracticeAssignment(5)]);
  });

  it('says so when the work does not exist', async () => {
    openWork({ [`GET ${assignmentPaths.assignment(5)}`]: () => jsonResponse(404, { message: 'Not found' }) });
    await screen.findByRole('heading', { level: 1, name: 'This work does not exist' });
  });
});
