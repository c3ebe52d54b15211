import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import { topicReportPaths } from '@mathsight/contract/topic-reports.paths.ts';
import type { DiagnosticReport } from '@mathsight/contract/topic-reports.ts';
import { screen, within } from '@testing-library/react';
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

const ada = { studentId: 31, firstName: 'Ada', lastName: 'Lovelace' };
const ben = { studentId: 32, firstName: 'Ben', lastName: 'Okri' };

function classReport(groupId: number, code: string): DiagnosticReport {
  return {
    schoolId: 1,
    scope: { kind: 'class', groupId, code, yearGroupName: 'Year 7' },
    yearGroups: [{ yearGroupId: 8, name: 'Year 7' }],
    quizzes: [
      { quizId: 402, name: 'Fractions diagnostic', lastSetAt: '2026-10-20T08:00:00.000Z', upcoming: false },
      { quizId: 401, name: 'Year 7 baseline', lastSetAt: '2026-09-08T08:00:00.000Z', upcoming: false },
    ],
    quiz: {
      quizId: 402,
      name: 'Fractions diagnostic',
      work: [{ assignmentId: 77, name: 'Fractions check', startDate: '2026-10-20T08:00:00.000Z' }],
      studentsSet: 28,
      studentsAnswered: 25,
      questions: [
        {
          questionId: 9001,
          sequence: 1,
          stem: 'Work out $\\frac{1}{2} + \\frac{1}{3}$',
          answered: 25,
          correct: 15,
          correctPercent: 60,
        },
        {
          questionId: 9002,
          sequence: 2,
          stem: 'Which is larger?',
          answered: 24,
          correct: 20,
          correctPercent: 83,
        },
      ],
      misconceptions: [
        {
          misconceptionId: 5,
          name: 'Adds the denominators',
          questionSequences: [1, 2],
          studentCount: 2,
          percentOfAnswered: 8,
          students: [ada, ben],
        },
        {
          misconceptionId: 6,
          name: 'Compares denominators only',
          questionSequences: [2],
          studentCount: 0,
          percentOfAnswered: 0,
          students: [],
        },
      ],
    },
  };
}

function yearReport(): DiagnosticReport {
  const base = classReport(11, '7A');
  const quiz = base.quiz ?? null;
  return {
    ...base,
    scope: { kind: 'year', yearGroupId: 8, name: 'Year 7' },
    quiz: quiz && {
      ...quiz,
      studentsSet: 56,
      misconceptions: quiz.misconceptions.map((m) => ({ ...m, students: null })),
    },
  };
}

function serve(answer: (url: string) => Response) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: string[] = [];
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${schoolReportPaths.groups(1)}`]: () =>
      jsonResponse(200, {
        choices: [
          { groupId: 11, code: '10X/Ma11', yearGroupName: 'Year 10' },
          { groupId: 12, code: '7A/Ma', yearGroupName: 'Year 7' },
        ],
      }),
    [`GET ${topicReportPaths.diagnostic(1)}`]: (url) => {
      asked.push(url);
      return answer(url);
    },
  });
  return asked;
}

describe('the diagnostic report', () => {
  it('shows the class’s misconceptions with who chose them and each question, and switches to a year group', async () => {
    const asked = serve((url) => {
      if (url.includes('yearGroupId=8')) return jsonResponse(200, yearReport());
      const groupId = Number(new URL(url, 'http://x').searchParams.get('groupId'));
      return jsonResponse(200, classReport(groupId, groupId === 12 ? '7A/Ma' : '10X/Ma11'));
    });
    renderApp('/1/reports/diagnostic?groupId=12');
    const table = await screen.findByRole('table', { name: 'Misconceptions in 7A/Ma' }, { timeout: 15_000 });
    expect(asked[0]).toContain('groupId=12');
    const adds = within(table).getByRole('row', { name: /Adds the denominators/ });
    expect(adds.textContent).toContain('Q1, Q2');
    expect(adds.textContent).toContain('8%');
    expect(adds.textContent).toContain('Ada Lovelace, Ben Okri');
    expect(within(table).getByRole('row', { name: /Compares denominators only/ }).textContent).toContain('–');
    const questions = screen.getByRole('table', { name: 'Questions of Fractions diagnostic' });
    expect(within(questions).getAllByRole('row')).toHaveLength(3);
    expect(within(questions).getByRole('row', { name: /Q1/ }).textContent).toContain('60%');
    expect(screen.getByText(/25 of 28 students set it in 7A\/Ma answered/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Fractions check/ }).getAttribute('href')).toBe(
      '/1/assignments/77',
    );
    expect(screen.getByRole('button', { name: 'Export CSV of the misconceptions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV of the questions' })).toBeTruthy();
    expect((screen.getByLabelText('Diagnostic quiz') as HTMLSelectElement).value).toBe('402');

    await userEvent.selectOptions(screen.getByLabelText('Diagnostic quiz'), '401');
    await vi.waitFor(() => expect(asked.at(-1)).toContain('quizId=401'));

    await userEvent.selectOptions(screen.getByLabelText('Class or year group'), 'year:8');
    const year = await screen.findByRole('table', { name: 'Misconceptions in Year 7' });
    expect(asked.at(-1)).toContain('yearGroupId=8');
    // A new scope starts from its latest quiz.
    expect(asked.at(-1)).not.toContain('quizId');
    expect(within(year).queryByRole('columnheader', { name: 'Students' })).toBeNull();
    expect(screen.getByText(/open a class to see names/)).toBeTruthy();
  });

  it('says when no diagnostic quiz was set to the class, with a link to set one', async () => {
    serve((url) => {
      const groupId = Number(new URL(url, 'http://x').searchParams.get('groupId'));
      return jsonResponse(200, { ...classReport(groupId, '7A/Ma'), quizzes: [], quiz: null });
    });
    renderApp('/1/reports/diagnostic?groupId=12');
    expect(
      await screen.findByText('No diagnostic quiz set to this class yet', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set a diagnostic quiz' });
    expect(link.getAttribute('href')).toContain('kind=DiagnosticQuiz');
    expect(link.getAttribute('href')).toContain('groupId=12');
  });

  it('offers Try again when the report cannot be loaded', async () => {
    let fail = true;
    serve(() =>
      fail ? jsonResponse(500, { message: 'Boom' }) : jsonResponse(200, classReport(12, '7A/Ma')),
    );
    renderApp('/1/reports/diagnostic?groupId=12');
    expect(
      await screen.findByText('The diagnostic report could not be loaded', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Misconceptions in 7A/Ma' })).toBeTruthy();
  });
});
