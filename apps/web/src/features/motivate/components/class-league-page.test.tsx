import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { type ClassLeague, LEAGUES_OFF_MESSAGE } from '@mathsight/contract/leagues.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse, makeUserSchool } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

// The screen's lazy chunk (with the charts) loaded once before the first test waits for it.
beforeAll(async () => {
  await import('./class-league-page.tsx');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const student = (rank: number, studentId: number, firstName: string, effortPoints: number) => ({
  rank,
  studentId,
  firstName,
  lastName: 'Smith',
  classes: ['7A/Ma'],
  workCompleted: 0,
  questionsAnswered: effortPoints,
  retries: 0,
  timeOnTaskMinutes: 75,
  effortPoints,
});

const LEAGUE: ClassLeague = {
  schoolId: 1,
  groupId: 11,
  groupName: '7A/Ma',
  period: { period: 'week', start: '2026-11-23', end: '2026-11-30', label: 'Week of 23 Nov 2026' },
  students: [
    student(1, 1, 'Ada', 30),
    student(2, 2, 'Ben', 20),
    student(2, 3, 'Cal', 20),
    student(4, 4, 'Dee', 0),
  ],
};

const GROUPS = {
  items: [
    {
      groupId: 11,
      code: '7A/Ma',
      description: null,
      departmentId: null,
      departmentName: null,
      yearGroups: [],
      teachers: [],
      studentCount: 4,
    },
  ],
  total: 1,
};

function open(league: () => Response, motivationalFeaturesEnabled = true) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator: true }, 'Oakfield Academy')],
    motivationalFeaturesEnabled,
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const calls = vi.fn((_url: string) => league());
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${schoolPaths.groups(1)}`]: () => jsonResponse(200, GROUPS),
    [`GET ${leaguePaths.classLeague(1, 11)}`]: calls,
  });
  renderApp('/1/motivate/class-league');
  return calls;
}

describe('the class league', () => {
  it('ranks the class with medals for the top three, ties sharing a place', { timeout: 40_000 }, async () => {
    const calls = open(() => jsonResponse(200, LEAGUE));
    const table = await screen.findByTestId('league-table', undefined, { timeout: 20_000 });
    expect(table.getAttribute('aria-label')).toBe('Class league of 7A/Ma');
    const rows = within(table).getAllByRole('row').slice(1);
    // The rank is the cell's text; the medal beside it is an icon named for screen readers.
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '2', '4']);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Gold medal' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: 'Silver medal' })).toBeTruthy();
    // Nobody gets a medal for no points.
    expect(within(rows[3] as HTMLElement).queryByRole('img')).toBeNull();
    expect(rows[0]?.textContent).toContain('1 h 15 min');
    expect(screen.getByTestId('league-period').textContent).toBe('Week of 23 Nov 2026');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Term' }));
    expect(calls.mock.calls.some(([url]) => String(url).includes('period=term'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'The term before' }));
  });

  it('says so, and shows no league, when the school has turned leagues off', async () => {
    const calls = open(() => jsonResponse(409, { message: LEAGUES_OFF_MESSAGE }), false);
    expect(await screen.findByRole('heading', { name: LEAGUES_OFF_MESSAGE })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Turn leagues on/ }).getAttribute('href')).toBe('/config');
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it('reads a refused call as leagues off when users/me had not caught up', async () => {
    open(() => jsonResponse(409, { message: LEAGUES_OFF_MESSAGE }));
    expect(await screen.findByRole('heading', { name: LEAGUES_OFF_MESSAGE })).toBeTruthy();
  });

  it('offers Try again when the league cannot be loaded', async () => {
    open(() => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.' }));
    expect(await screen.findByText('The class league could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
