import { MantineProvider } from '@mantine/core';
import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { parentHomePaths } from '@mathsight/contract/parent-home.paths.ts';
import type { ChildWeek } from '@mathsight/contract/parent-home.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';
import { ParentHomePage } from './parent-home-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const child = (childId: number, firstName: string) => ({
  childId,
  firstName,
  lastName: 'Hussain',
  schoolId: 1,
  schoolName: 'Oakfield Academy',
});
const ME = {
  user: {
    userId: 9,
    userRole: 'Parent',
    roles: ['Parent'],
    title: null,
    firstName: 'Amir',
    lastName: 'Hussain',
    email: 'amir@example.com',
    isEmailConfirmed: true,
    userName: 'amir',
    dateJoined: '2026-01-01T00:00:00.000Z',
    dateOfBirth: null,
    isAuthenticated: true,
    chatSupportIdentityHash: 'x',
    isPlus: false,
  },
  userSchools: [],
  currentSchoolId: null,
  schoolId: null,
  teacherId: null,
  schoolName: null,
  verifiedInSchool: false,
  isSchoolAdministrator: false,
  motivationalFeaturesEnabled: true,
  student: null,
};

function week(childId: number, firstName: string, leagues: ChildWeek['leagues']): ChildWeek {
  return {
    child: child(childId, firstName),
    weekStart: '2026-11-23',
    work: [
      {
        assignmentId: 1,
        name: 'Adding fractions',
        kind: 'TopicQuiz',
        week: 'this',
        startDate: '2026-11-23T09:00:00.000Z',
        endDate: '2026-11-27T16:00:00.000Z',
        status: 'done',
        questionCount: 10,
        answeredCount: 10,
        scorePercent: 70,
        teacherComments: ['Well done on the last two.'],
      },
    ],
    topics: {
      secure: [{ topicUnitId: 1, name: 'Place value', strand: 'Number' }],
      workingOn: [{ topicUnitId: 2, name: 'Adding fractions', strand: 'Number' }],
    },
    misconceptions: [
      {
        misconceptionId: 1001,
        name: 'Adds the denominators',
        topic: 'Fractions',
        helpAtHome: 'Cut a pizza into equal parts and name the fractions.',
      },
    ],
    leagues,
  };
}

function Where() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderPage(routes: Record<string, FetchHandler>, entry = '/parent') {
  saveRefreshToken(makeToken({ sub: '9' }));
  stubFetch({
    ...accessRoute('Parent'),
    [`GET ${parentHomePaths.weeklyEmail}`]: () => jsonResponse(200, { enabled: false }),
    ...routes,
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/parent"
              element={
                <>
                  <ParentHomePage />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("the parent's home (issue 27)", () => {
  it("shows the first child's week and switches to the other child", async () => {
    renderPage({
      [`GET ${apiPaths.me}`]: () =>
        jsonResponse(200, { ...ME, children: [child(5, 'Aisha'), child(6, 'Omar')] }),
      [`GET ${parentHomePaths.childWeek(5)}`]: () =>
        jsonResponse(200, week(5, 'Aisha', [{ groupName: '7A', position: 4, of: 28 }])),
      [`GET ${parentHomePaths.childWeek(6)}`]: () => jsonResponse(200, week(6, 'Omar', null)),
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Aisha's week" })).toBeTruthy();
    const work = await screen.findByRole('list', { name: 'This week' });
    expect(within(work).getByText('Adding fractions')).toBeTruthy();
    expect(within(work).getByText('Handed in')).toBeTruthy();
    expect(within(work).getByText('70%')).toBeTruthy();
    expect(within(work).getByText('Well done on the last two.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ideas to work on' }).textContent).toContain('Cut a pizza');
    expect(screen.getByRole('region', { name: 'Class league' }).textContent).toContain(
      'Aisha is 4th of 28 in 7A',
    );
    expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/account');

    await userEvent.click(screen.getByText('Omar'));
    expect(await screen.findByRole('heading', { level: 1, name: "Omar's week" })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toContain('?child=6');
    // Leagues off at the school: no league section at all.
    expect(screen.queryByRole('region', { name: 'Class league' })).toBeNull();
  });

  it('says a child who is not theirs is not linked, and shows nothing of them', async () => {
    renderPage(
      {
        [`GET ${apiPaths.me}`]: () => jsonResponse(200, { ...ME, children: [child(5, 'Aisha')] }),
        [`GET ${parentHomePaths.childWeek(77)}`]: () => jsonResponse(404, { message: 'Not found' }),
      },
      '/parent?child=77',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This child is not linked to your account',
    );
    expect(screen.getByRole('link', { name: "Back to Aisha's week" })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Work' })).toBeNull();
  });

  it('has an empty state with no child linked, and says when a link ended', async () => {
    renderPage({
      [`GET ${apiPaths.me}`]: () =>
        jsonResponse(200, {
          ...ME,
          children: [],
          endedChildLinks: [
            {
              endedLinkId: 3,
              childFirstName: 'Aisha',
              schoolName: 'Oakfield Academy',
              reason: 'removed',
              endedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
    });
    expect(await screen.findByText('No child is linked to your account')).toBeTruthy();
    expect(screen.getByText(/Oakfield Academy removed the link to Aisha/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('says when the page could not be loaded', async () => {
    renderPage({ [`GET ${apiPaths.me}`]: () => jsonResponse(500, { message: 'Something went wrong' }) });
    expect(await screen.findByText('Your page could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
  });
});
