import { topicReportPaths } from '@mathsight/contract/topic-reports.paths.ts';
import type { TopicClassRow, TopicReport } from '@mathsight/contract/topic-reports.ts';
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

const labels = { secure: 6, developing: 12, notYet: 3, notEnough: 7 };
const misconception = { misconceptionId: 5, name: 'Adds the denominators', studentCount: 4 };

const classRow = (groupId: number, code: string, overrides: Partial<TopicClassRow> = {}): TopicClassRow => ({
  groupId,
  code,
  yearGroupId: 8,
  yearGroupName: 'Year 7',
  studentCount: 28,
  answeredStudents: 21,
  answers: 160,
  scorePercent: 62,
  proficiency: labels,
  misconceptions: [misconception],
  ...overrides,
});

const report = (overrides: Partial<TopicReport> = {}): TopicReport => ({
  schoolId: 1,
  months: 1,
  from: '2026-10-05',
  allClasses: false,
  topics: [
    { topicUnitId: 8, name: 'Calculating with fractions', strand: 'number', answers: 320 },
    { topicUnitId: 25, name: 'Angle facts', strand: 'geometry', answers: 40 },
  ],
  topic: { topicUnitId: 8, name: 'Calculating with fractions', strand: 'number' },
  yearGroups: [
    {
      yearGroupId: 8,
      name: 'Year 7',
      classCount: 2,
      studentCount: 56,
      answeredStudents: 40,
      answers: 320,
      scorePercent: 60,
      proficiency: { secure: 12, developing: 24, notYet: 6, notEnough: 14 },
      misconceptions: [{ ...misconception, studentCount: 9 }],
    },
  ],
  classes: [classRow(11, '7A'), classRow(12, '7B', { misconceptions: [] })],
  ...overrides,
});

function serve(answer: (url: string) => Response) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: string[] = [];
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${topicReportPaths.topics(1)}`]: (url) => {
      asked.push(url);
      return answer(url);
    },
  });
  return asked;
}

describe('topic insights', () => {
  it("shows the topic's year groups and classes with measures and misconceptions, and chooses another topic", async () => {
    const asked = serve((url) =>
      jsonResponse(
        200,
        url.includes('topicUnitId=25')
          ? report({ topic: { topicUnitId: 25, name: 'Angle facts', strand: 'geometry' } })
          : report(),
      ),
    );
    renderApp('/1/reports/topics');
    const years = await screen.findByRole('table', { name: 'Year groups' }, { timeout: 15_000 });
    expect(asked[0]).toContain('months=1');
    expect(asked[0]).not.toContain('topicUnitId');
    const year7 = within(years).getByRole('row', { name: /Year 7/ });
    expect(year7.textContent).toContain('12 secure · 24 developing · 6 not yet · 14 not enough answers yet');
    expect(year7.textContent).toContain('Adds the denominators: 9 students');
    expect(year7.textContent).toContain('60%');

    const classes = screen.getByRole('table', { name: 'Classes' });
    expect(within(classes).getByRole('link', { name: '7A' }).getAttribute('href')).toBe(
      '/1/reports/group?groupId=11',
    );
    expect(within(classes).getByRole('row', { name: /7B/ }).textContent).toContain('None chosen');
    expect(screen.getByRole('heading', { name: 'Calculating with fractions (Number)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV of topic insights' })).toBeTruthy();
    expect(screen.getByText(/The last month: answers since 5 October 2026/)).toBeTruthy();

    const topic = screen.getByLabelText('Topic');
    expect(within(topic).getByRole('group', { name: 'Geometry and measures' })).toBeTruthy();
    await userEvent.selectOptions(topic, '25');
    expect(await screen.findByRole('heading', { name: 'Angle facts (Geometry and measures)' })).toBeTruthy();
    expect(asked.at(-1)).toContain('topicUnitId=25');
  });

  it('says when there are no answers, with a link to set work on a topic', async () => {
    serve(() => jsonResponse(200, report({ topics: [], topic: null, yearGroups: [], classes: [] })));
    renderApp('/1/reports/topics');
    expect(await screen.findByText('No answers in this topic yet', {}, { timeout: 15_000 })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set work on a topic' });
    expect(link.getAttribute('href')).toContain('kind=TopicQuiz');
  });

  it('says so for a topic nobody answered in the period', async () => {
    const quiet = classRow(11, '7A', {
      answers: 0,
      answeredStudents: 0,
      scorePercent: null,
      misconceptions: [],
    });
    serve(() =>
      jsonResponse(
        200,
        report({
          yearGroups: [],
          classes: [quiet],
          topic: { topicUnitId: 30, name: 'Pythagoras and trigonometry', strand: 'geometry' },
        }),
      ),
    );
    renderApp('/1/reports/topics?topicUnitId=30');
    expect(await screen.findByText('No answers in this topic yet', {}, { timeout: 15_000 })).toBeTruthy();
    expect(
      screen.getByText(/No student has answered a question on Pythagoras and trigonometry/),
    ).toBeTruthy();
    // The topic asked for stays in the chooser beside the answered ones.
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('30');
  });

  it('shows the most answered topic instead of one that is not there', async () => {
    const asked = serve((url) =>
      url.includes('topicUnitId=99')
        ? jsonResponse(404, { message: 'Not found' })
        : jsonResponse(200, report()),
    );
    const { location } = renderApp('/1/reports/topics?topicUnitId=99');
    expect(
      await screen.findByText(/The topic asked for may not exist/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Year groups' })).toBeTruthy();
    expect(asked.at(-1)).not.toContain('topicUnitId');
    expect(location()).toBe('/1/reports/topics');
  });

  it('offers Try again when the report cannot be loaded', async () => {
    let fail = true;
    serve(() => (fail ? jsonResponse(500, { message: 'Boom' }) : jsonResponse(200, report())));
    renderApp('/1/reports/topics');
    expect(
      await screen.findByText('Topic insights could not be loaded', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Year groups' })).toBeTruthy();
  });
});
