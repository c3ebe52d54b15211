import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import type { StudentGrowthReport, StudentStrandGrowth } from '@mathsight/contract/growth.ts';
import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import type {
  StudentEffort,
  StudentMisconceptions,
  StudentPredictions,
  StudentProfile,
  StudentWork,
} from '@mathsight/contract/student-profile.ts';
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
  clearRefreshToken();
});

const measure = { answerCount: 14, lastAnsweredAt: '2030-02-03T10:00:00Z' };
const PROFILE: StudentProfile = {
  student: {
    studentId: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    userName: 'ada.l',
    isArchived: false,
    classes: [{ groupId: 3, code: '8A' }],
    yearGroup: 8,
  },
  strands: [
    {
      strand: 'number',
      overall: { ...measure, measure: 0.61, standardError: 0.28, label: 'developing' },
      topics: [
        {
          ...measure,
          topicUnitId: 11,
          name: 'Fractions',
          measure: 1.42,
          standardError: 0.31,
          label: 'secure',
        },
        {
          ...measure,
          topicUnitId: 12,
          name: 'Place value',
          measure: -0.3,
          standardError: 0.9,
          label: 'not enough answers yet',
          answerCount: 3,
        },
      ],
    },
  ],
};
const MISCONCEPTIONS: StudentMisconceptions = {
  held: [
    {
      misconceptionId: 5,
      name: 'Adds denominators',
      description: 'Adds the tops and the bottoms.',
      howToFix: 'Use a fraction wall.',
      timesHeld: 2,
      firstHeldAt: '2030-01-10T10:00:00Z',
      lastHeldAt: '2030-02-01T10:00:00Z',
      fixedAt: null,
    },
  ],
  fixed: [
    {
      misconceptionId: 6,
      name: 'Longer decimals are larger',
      description: '',
      howToFix: '',
      timesHeld: 1,
      firstHeldAt: '2030-01-05T10:00:00Z',
      lastHeldAt: '2030-01-05T10:00:00Z',
      fixedAt: '2030-01-20T10:00:00Z',
    },
  ],
};
const WORK: StudentWork = {
  items: [
    {
      assignmentId: 55,
      name: 'Fractions quiz',
      kind: 'TopicQuiz',
      startDate: '2030-02-01T09:00:00Z',
      endDate: '2030-02-08T09:00:00Z',
      status: 'Completed',
      startedAt: '2030-02-02T09:00:00Z',
      completedAt: '2030-02-02T09:20:00Z',
      questionCount: 8,
      answeredCount: 8,
      correctCount: 6,
      scorePercent: 75,
      answeredPercent: 100,
      effortPercent: 82,
      timeTakenMs: 240_000,
    },
  ],
};
const PREDICTIONS: StudentPredictions = {
  minimumAnswers: 10,
  work: [
    {
      assignmentId: 56,
      name: 'Decimals quiz',
      startDate: '2030-02-10T09:00:00Z',
      endDate: '2030-02-17T09:00:00Z',
      questionCount: 10,
      status: 'predicted',
      predictedScorePercent: 62,
      lowPercent: 55,
      highPercent: 70,
      answerCount: 14,
    },
  ],
  topics: [
    {
      topicUnitId: 12,
      name: 'Place value',
      strand: 'number',
      status: 'not enough answers yet',
      predictedScorePercent: null,
      lowPercent: null,
      highPercent: null,
      answerCount: 3,
    },
  ],
};

const EFFORT: StudentEffort = {
  term: { label: 'Spring 2030', start: '2030-01-01', end: '2030-04-01' },
  total: { workCompleted: 2, questionsAnswered: 30, retries: 3, timeOnTaskMinutes: 41, effortPoints: 43 },
  weeks: [
    {
      weekStart: '2030-01-07',
      effort: { workCompleted: 0, questionsAnswered: 0, retries: 0, timeOnTaskMinutes: 0, effortPoints: 0 },
    },
    {
      weekStart: '2030-01-14',
      effort: {
        workCompleted: 2,
        questionsAnswered: 30,
        retries: 3,
        timeOnTaskMinutes: 41,
        effortPoints: 43,
      },
    },
  ],
};

const noGrowth = (strand: StudentStrandGrowth['strand'], name: string): StudentStrandGrowth => ({
  strand,
  name,
  baseline: null,
  now: null,
  growth: null,
  growthStandardError: null,
  verdict: 'no baseline yet',
  weeks: [],
});
const GROWTH: StudentGrowthReport = {
  schoolId: 1,
  student: { studentId: 7, firstName: 'Ada', lastName: 'Lovelace' },
  expectedLevel: 0.5,
  strands: [
    {
      strand: 'number',
      name: 'Number',
      baseline: {
        ability: -0.2,
        standardError: 0.4,
        answerCount: 12,
        label: 'developing',
        measuredAt: '2030-01-10T10:00:00Z',
        source: 'diagnostic',
        assignmentId: 40,
        assignmentName: 'Autumn diagnostic',
      },
      now: { ability: 0.9, standardError: 0.25, answerCount: 40, label: 'secure' },
      growth: 1.1,
      growthStandardError: 0.47,
      verdict: 'grew',
      weeks: [
        { weekStart: '2030-01-06', ability: -0.2, standardError: 0.4 },
        { weekStart: '2030-01-13', ability: 0.9, standardError: 0.25 },
      ],
    },
    {
      ...noGrowth('algebra', 'Algebra'),
      now: { ability: 0.1, standardError: 0.6, answerCount: 4, label: 'not enough answers yet' },
      weeks: [{ weekStart: '2030-01-13', ability: 0.1, standardError: 0.6 }],
    },
    noGrowth('ratio', 'Ratio and proportion'),
    noGrowth('geometry', 'Geometry and measures'),
    noGrowth('statistics', 'Probability and statistics'),
  ],
};

function open(
  path: string,
  answers: Partial<
    Record<'profile' | 'misconceptions' | 'work' | 'predictions' | 'effort' | 'growth', () => Response>
  > = {},
  more: Record<string, () => Response> = {},
) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${studentProfilePaths.profile(1, 7)}`]: answers.profile ?? (() => jsonResponse(200, PROFILE)),
    [`GET ${studentProfilePaths.misconceptions(1, 7)}`]:
      answers.misconceptions ?? (() => jsonResponse(200, MISCONCEPTIONS)),
    [`GET ${studentProfilePaths.work(1, 7)}`]: answers.work ?? (() => jsonResponse(200, WORK)),
    [`GET ${studentProfilePaths.effort(1, 7)}`]: answers.effort ?? (() => jsonResponse(200, EFFORT)),
    [`GET ${studentProfilePaths.predictions(1, 7)}`]:
      answers.predictions ?? (() => jsonResponse(200, PREDICTIONS)),
    [`GET ${growthPaths.studentGrowth(1, 7)}`]: answers.growth ?? (() => jsonResponse(200, GROWTH)),
    ...more,
  });
  renderApp(path);
}

describe('the student page', () => {
  it('shows the header and the topics by strand, each label with its measure and uncertainty', async () => {
    open('/1/students/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(document.title).toBe('Ada Lovelace - Mathsight');
    expect(screen.getByRole('link', { name: '8A' }).getAttribute('href')).toBe('/1/classes/3');
    expect(screen.getByRole('tab', { name: 'Topics' }).getAttribute('aria-selected')).toBe('true');
    const table = screen.getByRole('table', { name: 'number' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Whole strand.*developing.*\+0\.61 ± 0\.28.*14/),
      expect.stringMatching(/^Fractions.*secure.*\+1\.42 ± 0\.31/),
      expect.stringMatching(/^Place value.*not enough answers yet.*−0\.30 ± 0\.90.*3/),
    ]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('opens each tab at its own address with its own data', async () => {
    open('/1/students/7/misconceptions');
    expect(await screen.findByText('Adds denominators', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Chosen twice/)).toBeTruthy();
    expect(within(screen.getByTestId('fixed-list')).getByText('Longer decimals are larger')).toBeTruthy();
    expect(document.title).toBe('Ada Lovelace: Misconceptions - Mathsight');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Work' }));
    const link = await screen.findByRole('link', { name: /^Fractions quiz/ });
    expect(link.getAttribute('href')).toBe('/1/assignments/55/students/7');
    const row = screen.getByTestId('work-row');
    expect(row.textContent).toContain('75% right · 8 of 8 answered');
    expect(row.textContent).toContain('High · 82%');

    await user.click(screen.getByRole('tab', { name: 'Predictions' }));
    expect((await screen.findByTestId('predicted-work-row')).textContent).toContain('62% (55–70%)');
    expect(screen.getByTestId('predicted-topic-row').textContent).toContain('Not enough answers yet');
    await waitFor(() => expect(document.title).toBe('Ada Lovelace: Predictions - Mathsight'));

    await user.click(screen.getByRole('tab', { name: 'Effort' }));
    expect((await screen.findByTestId('effort-totals')).textContent).toContain('43');
    const weeks = screen.getByRole('table', { name: /effort points in each week of Spring 2030/ });
    expect(
      within(weeks)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('Week'),
      expect.stringMatching(/^w\/c 7 Jan( 2030)?00000$/),
      expect.stringMatching(/^w\/c 14 Jan( 2030)?43230341$/),
    ]);
  });

  it('says when there is nothing yet, and offers Try again when a tab fails', async () => {
    let fail = true;
    open('/1/students/7/work', {
      profile: () => jsonResponse(200, { ...PROFILE, strands: [] }),
      work: () => (fail ? jsonResponse(500, { message: 'Broken' }) : jsonResponse(200, { items: [] })),
    });
    expect(await screen.findByText('The work could not be loaded')).toBeTruthy();
    fail = false;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('no-work')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Topics' }));
    expect(await screen.findByTestId('no-topics')).toBeTruthy();
  });

  it('shows growth in each strand with its uncertainty, one strand week by week, and its PDF', async () => {
    open('/1/students/7/growth');
    const rows = await screen.findAllByTestId('growth-strand-row', {}, { timeout: 10_000 });
    expect(document.title).toBe('Ada Lovelace: Growth - Mathsight');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(
        /^Number-0\.2 ± 0\.4Autumn diagnostic0\.9 ± 0\.3secure, 40 answers\+1\.1 ± 0\.5grew$/,
      ),
      expect.stringMatching(
        /^AlgebraNot set yet0\.1 ± 0\.6not enough answers yet, 4 answers–no baseline yet$/,
      ),
      expect.stringMatching(/^Ratio and proportionNot set yetNo answers yet–no baseline yet$/),
      expect.stringMatching(/^Geometry/),
      expect.stringMatching(/^Probability/),
    ]);
    // The busiest strand first, its verdict in words and its weeks as a table for screen readers.
    expect(screen.getByTestId('growth-words').textContent).toMatch(
      /^Ada has grown in number since the baseline/,
    );
    const weeks = screen.getByRole('table', { name: /measure at the end of each week/ });
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);

    // Another strand by keyboard: only the strands answered in are offered.
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Strand' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Number', 'Algebra']);
    select.focus();
    await user.selectOptions(select, 'algebra');
    expect(screen.getByTestId('growth-words').textContent).toMatch(/^Ada has no baseline in algebra yet/);
  });

  it("downloads the shown strand's growth PDF", async () => {
    let asked = '';
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:growth');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open(
      '/1/students/7/growth',
      {},
      {
        [`GET ${growthPaths.studentGrowthPdf(1, 7)}`]: ((url: string) => {
          asked = new URL(url, 'http://localhost').searchParams.get('strand') ?? '';
          return new Response(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } });
        }) as () => Response,
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download growth PDF' }, { timeout: 10_000 }));
    await waitFor(() => expect(saved).toEqual(['ada-lovelace-growth-number.pdf']));
    expect(asked).toBe('number');
  });

  it('says "not enough answers yet" before any answer, and offers Try again when growth fails', async () => {
    let fail = true;
    const empty: StudentGrowthReport = {
      ...GROWTH,
      strands: GROWTH.strands.map((s) => noGrowth(s.strand, s.name)),
    };
    open('/1/students/7/growth', {
      growth: () => (fail ? jsonResponse(500, { message: 'Broken' }) : jsonResponse(200, empty)),
    });
    expect(await screen.findByText('The growth could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('no-growth')).textContent).toContain('Not enough answers yet');
  });

  it('says so for a student it cannot show', async () => {
    open('/1/students/7', { profile: () => jsonResponse(404, { message: 'Not found' }) });
    expect(await screen.findByText('This student could not be loaded')).toBeTruthy();
  });
});
