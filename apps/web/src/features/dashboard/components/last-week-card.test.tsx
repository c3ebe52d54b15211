import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { weeklyInsightPaths } from '@mathsight/contract/weekly-insights.paths.ts';
import type { WeeklyInsights } from '@mathsight/contract/weekly-insights.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeGroup, makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const work = {
  assignmentId: 41,
  name: 'Adding fractions',
  kind: 'TopicQuiz' as const,
  endDate: '2026-11-18T16:00:00.000Z',
  setCount: 28,
  startedCount: 21,
  handedInCount: 19,
  completionPercent: 68,
  notStartedCount: 7,
  notStarted: [
    { studentId: 1, name: 'Amy B.' },
    { studentId: 2, name: 'Ben C.' },
    { studentId: 3, name: 'Cara D.' },
    { studentId: 4, name: 'Dev P.' },
    { studentId: 5, name: 'Ela S.' },
  ],
};

const INSIGHTS: WeeklyInsights = {
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  classes: [
    {
      schoolId: 1,
      schoolName: 'School 1',
      groupId: 11,
      code: '10X/Ma11',
      work: [work],
      setCount: 28,
      handedInCount: 19,
      completionPercent: 68,
      misconceptions: [
        { misconceptionId: 301, name: 'Adds the denominators', studentCount: 9, assignmentId: 41 },
        { misconceptionId: 302, name: 'Multiplies instead of adding', studentCount: 1, assignmentId: 41 },
      ],
    },
    // Nothing that week: left off the card.
    {
      schoolId: 1,
      schoolName: 'School 1',
      groupId: 12,
      code: '10X/Ma12',
      work: [],
      setCount: 0,
      handedInCount: 0,
      completionPercent: null,
      misconceptions: [],
    },
    // Another school's class: shown on that school's dashboard only.
    {
      ...{ schoolId: 2, schoolName: 'School 2', groupId: 90, code: '7Z' },
      work: [work],
      setCount: 28,
      handedInCount: 19,
      completionPercent: 68,
      misconceptions: [],
    },
  ],
};

function openDashboard(weekly: () => Response) {
  const me = makeMeResponse({ groups: [makeGroup(11), makeGroup(12)] });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${assignmentPaths.homeworkInsights(1)}`]: () => jsonResponse(200, { items: [], total: 0 }),
    [`GET ${weeklyInsightPaths.myWeeklyInsights}`]: weekly,
  });
  renderApp('/1');
}

describe('the dashboard: last week in your classes', () => {
  it("shows each class of this school that had work due or misconceptions, linked to the work's results and the fix", async () => {
    openDashboard(() => jsonResponse(200, INSIGHTS));
    const section = await screen.findByRole('region', { name: 'Last week in your classes' });
    expect(await within(section).findByText(/16 November to 22 November/)).toBeTruthy();
    const classes = within(section).getAllByTestId('last-week-class');
    expect(classes.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '10X/Ma11',
    ]);
    const card = classes[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Adding fractions' }).getAttribute('href')).toBe(
      '/1/assignments/41',
    );
    expect(
      within(card).getByText('Not started: Amy B., Ben C., Cara D., Dev P., Ela S. and 2 more'),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Adds the denominators' }).getAttribute('href')).toBe(
      '/1/fix/41?misconceptionId=301',
    );
    expect(within(card).getByText(': 1 student')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: /68% of the work due was handed in/ })).toBeTruthy();
  });

  it('says so when nothing happened last week', async () => {
    openDashboard(() => jsonResponse(200, { ...INSIGHTS, classes: [] }));
    expect((await screen.findByTestId('last-week-empty')).textContent).toMatch(/^Nothing was due last week/);
  });

  it('offers Try again when it could not be loaded', async () => {
    let fail = true;
    openDashboard(() =>
      fail ? jsonResponse(500, { message: 'Server error' }) : jsonResponse(200, INSIGHTS),
    );
    const section = await screen.findByRole('region', { name: 'Last week in your classes' });
    expect(await within(section).findByText('Last week could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: 'Adding fractions' })).toBeTruthy();
  });
});
