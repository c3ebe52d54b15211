import { notificationsStore } from '@mantine/notifications';
import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { questionBankPaths } from '@mathsight/contract/question-bank.paths.ts';
import type { BankQuestion, QuestionBankFilters } from '@mathsight/contract/question-bank.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { contentRoutes, makeAssignmentDetail, settingsRoute } from '../../../test/work-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
  act(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));
});

const misconception = (misconceptionId: number, name: string) => ({
  misconceptionId,
  name,
  description: `Students ${name.toLowerCase()}.`,
  howToFix: 'Use a bar model.',
});

const question = (questionId: number, topicUnitName: string, stem: string): BankQuestion => ({
  questionId,
  stem,
  diagramSvg: null,
  diagramAlt: null,
  answers: [
    {
      answerId: questionId * 10,
      letter: 'A',
      text: '$\\frac{2}{7}$',
      isCorrect: false,
      misconceptions: [misconception(7, 'Add the denominators')],
    },
    {
      answerId: questionId * 10 + 1,
      letter: 'B',
      text: '$\\frac{7}{12}$',
      isCorrect: true,
      misconceptions: [],
    },
    {
      answerId: questionId * 10 + 2,
      letter: 'C',
      text: '$\\frac{2}{12}$',
      isCorrect: false,
      misconceptions: [
        misconception(8, 'Multiply the denominators only'),
        misconception(7, 'Add the denominators'),
      ],
    },
    {
      answerId: questionId * 10 + 3,
      letter: 'D',
      text: '$\\frac{1}{7}$',
      isCorrect: false,
      misconceptions: [],
    },
  ],
  topicUnitId: 3,
  topicUnitName,
  strand: 'number',
  constructId: 30,
  constructName: 'Add fractions with different denominators',
  yearGroup: 7,
  difficulty: 2,
  answeredCount: questionId === 1 ? 57 : 0,
  measuredDifficulty: questionId === 1 ? 0 : null,
  measuredDifficultyError: questionId === 1 ? 0.25 : null,
});

const QUESTIONS = [
  question(1, 'Adding fractions', 'Work out $\\frac{1}{3} + \\frac{1}{4}$'),
  question(2, 'Angles', 'Find the missing angle'),
  question(3, 'Adding fractions', 'Work out $\\frac{2}{5} + \\frac{1}{3}$'),
];

const FILTERS: QuestionBankFilters = {
  topics: [
    { topicUnitId: 3, name: 'Adding fractions', strand: 'number', questionCount: 2 },
    { topicUnitId: 4, name: 'Angles', strand: 'geometry', questionCount: 1 },
  ],
  constructs: [
    { constructId: 30, name: 'Add fractions with different denominators', topicUnitId: 3, yearGroup: 7 },
  ],
  misconceptions: [
    { misconceptionId: 7, name: 'Add the denominators' },
    { misconceptionId: 8, name: 'Multiply the denominators only' },
  ],
  yearGroups: [7, 8],
};

function open(
  path: string,
  list: (url: URL) => Response,
  extra: Record<string, FetchHandler> = {},
  me = makeMeResponse(),
) {
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: URL[] = [];
  const fetchMock = stubFetch({
    ...signedInRoutes(me),
    ...contentRoutes(),
    ...settingsRoute(1, {
      feedbackMode: 'AtEnd',
      askConfidence: false,
      defaultDurationDays: 7,
      defaultDueTime: '08:30',
    }),
    [`GET ${questionBankPaths.questions}`]: (url) => {
      const parsed = new URL(url, 'http://x');
      asked.push(parsed);
      return list(parsed);
    },
    [`GET ${questionBankPaths.filters}`]: () => jsonResponse(200, FILTERS),
    [`GET ${assignmentPaths.schoolAssignments(1)}`]: () => jsonResponse(200, { items: [], total: 0 }),
    ...extra,
  });
  return { ...renderApp(path), asked, fetchMock };
}

/** The stub's answer: the questions whose options lead to the misconception asked for, or those named. */
function bank(url: URL) {
  const m = url.searchParams.get('request.filter.misconceptionId');
  const ids = url.searchParams.get('request.filter.questionIds');
  const items = QUESTIONS.filter(
    (q) =>
      (!m || q.answers.some((a) => a.misconceptions.some((x) => x.misconceptionId === Number(m)))) &&
      (!ids || ids.split(',').map(Number).includes(q.questionId)),
  );
  return jsonResponse(200, { items, total: items.length });
}

describe('the question bank', () => {
  it('lists questions with what they diagnose, filters by misconception, previews one as students see it', {
    timeout: 30_000,
  }, async () => {
    const { asked } = open('/1/questions', bank);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question bank' }, { timeout: 5000 }),
    ).toBeTruthy();
    const items = await screen.findAllByTestId('bank-question');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain(
      'Diagnoses: Add the denominators; Multiply the denominators only',
    );
    expect(items[0]?.textContent).toContain('Answered 57 times');
    expect(screen.getByTestId('bank-count').textContent).toBe('3 questions');

    await user.click(screen.getByRole('combobox', { name: 'Misconception' }));
    await user.click(await screen.findByRole('option', { name: 'Multiply the denominators only' }));
    await waitFor(() => expect(screen.getByTestId('bank-count').textContent).toBe('3 questions match'));
    expect(asked.at(-1)?.searchParams.get('request.filter.misconceptionId')).toBe('8');
    expect(asked.at(-1)?.searchParams.get('request.take')).toBe('20');

    await user.click(
      within(screen.getAllByTestId('bank-question')[0] as HTMLElement).getByRole('button', {
        name: 'Preview',
      }),
    );
    const preview = await screen.findByRole('dialog', { name: 'Question preview' });
    // As students see it: four options to choose from, none marked.
    expect(within(preview).getAllByRole('radio')).toHaveLength(4);
    const options = within(preview).getAllByTestId('preview-option');
    expect(options[1]?.textContent).toContain('Correct answer');
    expect(options[2]?.textContent).toContain('Misconception: Multiply the denominators only');
    expect(options[2]?.textContent).toContain('Misconception: Add the denominators');
    expect(options[2]?.textContent).toContain('To re-teach: Use a bar model.');
    expect(within(preview).getByTestId('preview-calibration').textContent).toContain(
      'An average Year 7 student answers it correctly about 50% of the time (38–62%)',
    );
    await user.click(within(preview).getByRole('button', { name: 'Choose this question' }));
    expect(within(preview).getByRole('button', { name: 'Remove from chosen' })).toBeTruthy();
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Question preview' })).toBeNull());
    expect(screen.getByTestId('bank-chosen').textContent).toContain('1 question chosen');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    open('/1/questions', (url) =>
      url.searchParams.get('request.filter.searchText')
        ? jsonResponse(200, { items: [], total: 0 })
        : jsonResponse(200, { items: QUESTIONS, total: 3 }),
    );
    const user = userEvent.setup();
    await screen.findAllByTestId('bank-question');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zebra');
    const empty = await screen.findByTestId('bank-empty', {}, { timeout: 3000 });
    expect(empty.textContent).toContain('No question matches.');
    await user.click(within(empty).getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findAllByTestId('bank-question')).toHaveLength(3);
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    open('/1/questions', () =>
      fail
        ? jsonResponse(500, { message: 'The server is down' })
        : jsonResponse(200, { items: QUESTIONS, total: 3 }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('The questions could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('bank-question')).toHaveLength(3);
  });

  it('sets two chosen questions to a class through the set-work flow, as one custom quiz', {
    timeout: 30_000,
  }, async () => {
    const created = makeAssignmentDetail(77, {
      name: 'Custom quiz: Adding fractions, Angles',
      kind: 'CustomQuiz',
    });
    const { fetchMock, location } = open('/1/questions', bank, {
      [`POST ${questionBankPaths.setQuestions}`]: () => jsonResponse(201, created),
      [`GET ${assignmentPaths.assignment(77)}`]: () => jsonResponse(200, created),
    });
    const user = userEvent.setup();
    const items = await screen.findAllByTestId('bank-question', {}, { timeout: 5000 });
    await user.click(within(items[1] as HTMLElement).getByRole('checkbox', { name: 'Choose question 2' }));
    await user.click(within(items[0] as HTMLElement).getByRole('checkbox', { name: 'Choose question 1' }));
    expect(screen.getByTestId('bank-chosen').textContent).toContain('2 questions chosen');
    await user.click(screen.getByRole('link', { name: 'Set these questions' }));
    expect(location()).toBe('/1/questions?modal=set-work&kind=CustomQuiz&questionIds=2%2C1');

    // The flow downloads when first opened.
    const flow = await screen.findByRole('dialog', { name: 'Set work' }, { timeout: 10_000 });
    // The questions are chosen already: the flow opens on the classes.
    await within(flow).findByRole('heading', { name: 'Who it is for' });
    await user.click(within(flow).getByRole('checkbox', { name: /7A\/Ma/ }));
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(
      ((await within(flow).findByLabelText(/^Name/)).closest('.mantine-InputWrapper-root') as HTMLElement)
        .textContent,
    ).toContain('Custom quiz: Angles, Adding fractions');
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    const review = await within(flow).findByTestId('set-work-review');
    expect(review.textContent).toContain('Custom quiz');
    await user.click(within(flow).getByRole('button', { name: 'Set work' }));

    await waitFor(() => expect(location()).toBe('/1/plan/77'));
    const post = fetchMock.mock.calls.find(
      ([url, init]) =>
        String(url).endsWith(questionBankPaths.setQuestions) && (init as RequestInit).method === 'POST',
    );
    expect(JSON.parse(String((post?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      schoolId: 1,
      questionIds: [2, 1],
      groupIds: [expect.any(Number)],
    });
  });

  it('tells a teacher whose address is not confirmed to confirm it, sends the link again, and never asks the bank', async () => {
    const base = makeMeResponse();
    const me = { ...base, user: { ...base.user, isEmailConfirmed: false } };
    const { asked, fetchMock } = open(
      '/1/questions',
      bank,
      {
        [`POST ${apiPaths.emailConfirmations}`]: () =>
          jsonResponse(200, { email: 'priya.shah@example.org', sent: true }),
      },
      me,
    );
    const user = userEvent.setup();
    const notice = await screen.findByText('Confirm your email address first', {}, { timeout: 5000 });
    const alert = notice.closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    expect(alert.textContent).toContain('priya.shah@example.org');
    expect(alert.textContent).toContain('Confirm my email address');
    await user.click(within(alert).getByRole('button', { name: 'Send the link again' }));
    expect(await within(alert).findByText("We've sent another link to priya.shah@example.org.")).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url).endsWith(apiPaths.emailConfirmations) && (init as RequestInit).method === 'POST',
      ),
    ).toBe(true);
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('bank-question')).toBeNull();
  });
});
