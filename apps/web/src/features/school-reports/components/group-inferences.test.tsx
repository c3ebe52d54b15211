import { questionBankPaths } from '@mathsight/contract/question-bank.paths.ts';
import type { QuizInferences } from '@mathsight/contract/question-bank.ts';
import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import type { GroupReport } from '@mathsight/contract/school-reports.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { navigationContextRoute, signedInRoutes } from '../../../test/api-stubs.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRefreshToken();
});

const labels = { secure: 0, developing: 0, notYet: 0, notEnough: 0 };
const work = (assignmentId: number, name: string, handedIn: number) => ({
  assignmentId,
  name,
  kind: 'TopicQuiz',
  startDate: '2026-11-02T08:00:00.000Z',
  endDate: '2026-11-09T16:00:00.000Z',
  studentCount: 3,
  handedIn,
  completionPercent: handedIn === 0 ? 0 : 67,
  scorePercent: handedIn === 0 ? null : 50,
});

const REPORT: GroupReport = {
  schoolId: 1,
  months: 1,
  from: '2026-10-26',
  schoolYearFrom: '2026-08-31',
  choices: [{ groupId: 11, code: '7A', yearGroupName: 'Year 7' }],
  group: {
    groupId: 11,
    code: '7A',
    yearGroupId: 8,
    yearGroupName: 'Year 7',
    studentCount: 3,
    measuredStudents: 2,
    workDue: 6,
    handedIn: 2,
    completionPercent: 33,
    scorePercent: 50,
    proficiency: labels,
    levelGap: null,
    levelGapSe: null,
    behind: [],
  },
  topics: [],
  misconceptions: [],
  // Latest first, as the server sends it: nobody has answered the newest yet.
  work: [work(78, 'Decimals check', 0), work(77, 'Fractions check', 2)],
};

const row = (
  studentId: number,
  firstName: string,
  misconceptionId: number,
  wrong: number,
  chances: number,
) => ({
  studentId,
  firstName,
  lastName: 'Smith',
  classCode: '7A',
  misconceptionId,
  misconceptionName: misconceptionId === 5 ? 'Adds the denominators' : 'Longer decimals are larger',
  wrongAnswers: wrong,
  chances,
  strength: wrong >= 2 || wrong === chances ? ('Likely' as const) : ('Possible' as const),
});

const INFERENCES: QuizInferences = {
  assignmentId: 77,
  name: 'Fractions check',
  studentsAnswered: 2,
  rows: [row(1, 'Ada', 5, 2, 3), row(1, 'Ada', 6, 1, 3), row(2, 'Ben', 5, 1, 1)],
};

function open(inferences: FetchHandler, csv?: FetchHandler) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  stubFetch({
    ...signedInRoutes(me),
    ...navigationContextRoute(me.user.userId),
    [`GET ${schoolReportPaths.groups(1)}`]: () => jsonResponse(200, { choices: REPORT.choices }),
    [`GET ${schoolReportPaths.group(1, 11)}`]: () => jsonResponse(200, REPORT),
    [`POST ${questionBankPaths.inferences}`]: inferences,
    ...(csv && { [`POST ${questionBankPaths.inferencesCsv}`]: csv }),
  });
  renderApp('/1/reports/group?groupId=11');
}

const bodyOf = (init: RequestInit) =>
  JSON.parse(String(init.body)) as { assignmentId: number; groupId: number };

describe('group inference insights on the group report', () => {
  it("shows what the latest answered work's answers suggest per student, with a CSV of the same", async () => {
    const asked: number[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open(
      (_url, init) => {
        const body = bodyOf(init);
        asked.push(body.assignmentId);
        expect(body.groupId).toBe(11);
        return body.assignmentId === 77
          ? jsonResponse(200, INFERENCES)
          : jsonResponse(200, { assignmentId: 78, name: 'Decimals check', studentsAnswered: 0, rows: [] });
      },
      (_url, init) => {
        expect(bodyOf(init)).toEqual({ assignmentId: 77, groupId: 11 });
        return new Response('Student ID\n', { headers: { 'Content-Type': 'text/csv' } });
      },
    );
    // The tally first: how many students each misconception is likely (or possibly) held by.
    const tally = await screen.findByRole(
      'table',
      { name: 'Misconceptions in the answers to Fractions check' },
      { timeout: 15_000 },
    );
    expect(asked).toEqual([77]);
    expect(
      within(tally)
        .getAllByTestId('inference-tally-row')
        .map((r) => r.textContent),
    ).toEqual(['Adds the denominators20', 'Longer decimals are larger01']);
    expect(screen.queryByTestId('inference-row')).toBeNull();

    // Each student's rows on request: the CSV's rows.
    const show = screen.getByRole('button', { name: 'Show each student (3 rows, as the CSV)' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(show);
    const table = screen.getByRole('table', { name: 'What the answers to Fractions check suggest' });
    expect(
      within(table)
        .getAllByTestId('inference-row')
        .map((r) => r.textContent),
    ).toEqual([
      'Ada SmithAdds the denominators23Likely',
      'Ada SmithLonger decimals are larger13Possible',
      'Ben SmithAdds the denominators11Likely',
    ]);
    expect(screen.getByRole('button', { name: 'Hide each student' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download CSV of what the answers suggest' }));
    await waitFor(() => expect(saved).toEqual(['class-7a-fractions-check-inferences.csv']));

    // Another piece of work, chosen with the keyboard-friendly select.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work' }), '78');
    expect((await screen.findByTestId('no-inferences')).textContent).toBe(
      'No student of 7A has answered Decimals check yet.',
    );
  });

  it('offers Try again when the inferences fail', async () => {
    let fail = true;
    open(() =>
      fail ? jsonResponse(500, { message: 'Broken' }) : jsonResponse(200, { ...INFERENCES, rows: [] }),
    );
    expect(
      await screen.findByText('What the answers suggest could not be loaded', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('no-inferences')).textContent).toBe(
      'The answers of 2 students to Fractions check point at no misconception.',
    );
  });
});
