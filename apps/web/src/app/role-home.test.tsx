import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRefreshToken, REFRESH_TOKEN_COOKIE, saveRefreshToken } from '../shared/auth/token-storage.ts';
import { accessRoute, signedInRoutes } from '../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../test/fetch-stub.ts';
import { makeMeResponse } from '../test/me-fixture.ts';
import { makeToken } from '../test/tokens.ts';
import { renderApp } from './testing/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRefreshToken();
});

/** users/me as the server answers it for a student (no school membership, no classes). */
const studentMe = {
  user: {
    userId: 5,
    userRole: 'Student',
    roles: ['Student'],
    title: null,
    firstName: 'Mia',
    lastName: 'Smith',
    email: null,
    isEmailConfirmed: false,
    userName: 'demo.student',
    dateJoined: '2026-11-23T09:55:39.525Z',
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
  student: { studentId: 1, schoolId: 1 },
};

describe("the student's and the parent's homes", () => {
  it("/student renders the student's work for a signed-in Student, outside the teacher app", async () => {
    saveRefreshToken(makeToken({ role: ['Student'] }));
    // Their own work list only: above all not the token redirect, which would send them back here.
    const fetchMock = stubFetch({
      ...accessRoute('Student'),
      [`GET ${quizSessionPaths.myAssignments}`]: () => jsonResponse(200, { items: [], total: 0 }),
      [`GET ${apiPaths.me}`]: () => jsonResponse(200, studentMe),
    });
    const { location } = renderApp('/student');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your work' });
    expect(await within(screen.getByRole('main')).findByText('You are all caught up.')).toBeTruthy();
    expect(await within(screen.getByRole('main')).findByText(/^Hi Mia! Here are the quizzes/)).toBeTruthy();
    expect(heading.closest('main')?.id).toBe('main-content');
    await waitFor(() => expect(document.title).toBe('Your work - Mathsight'));
    expect(location()).toBe('/student');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(apiPaths.tokenRedirect))).toBe(false);
  });

  it("/parent renders the parent's home for a signed-in Parent, outside the teacher app", async () => {
    saveRefreshToken(makeToken({ role: ['Parent'] }));
    // users/me with the parent's own includes: no child linked yet.
    stubFetch({
      ...accessRoute('Parent'),
      [`GET ${apiPaths.me}`]: () =>
        jsonResponse(200, {
          ...studentMe,
          user: { ...studentMe.user, userRole: 'Parent', roles: ['Parent'], userName: 'demo.parent' },
          student: null,
          children: [],
          endedChildLinks: [],
        }),
    });
    const { location } = renderApp('/parent');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Parent home' });
    expect(
      await within(screen.getByRole('main')).findByText('No child is linked to your account'),
    ).toBeTruthy();
    expect(heading.closest('main')?.id).toBe('main-content');
    // The title is set by an effect after the page draws (the file's window still has the last test's).
    await waitFor(() => expect(document.title).toBe('Parent home - Mathsight'));
    expect(location()).toBe('/parent');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('renders for a student whose token is left only in the cookie (the token redirect clears storage)', async () => {
    const token = makeToken({ role: ['Student'] });
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(
      `${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    );
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${quizSessionPaths.myAssignments}`]: () => jsonResponse(200, { items: [], total: 0 }),
      [`GET ${apiPaths.me}`]: () => jsonResponse(200, studentMe),
    });
    const { location } = renderApp('/student');
    await screen.findByRole('heading', { level: 1, name: 'Your work' });
    expect(location()).toBe('/student');
  });

  it('asks a visitor without a session to sign in first, then come back', async () => {
    stubFetch({});
    const { location } = renderApp('/parent');
    await waitFor(() => expect(location()).toBe('/login?redirectTo=%2Fparent'));
  });

  it('sends someone signed in with another role to their own home', async () => {
    saveRefreshToken(makeToken({ role: ['Student'] }));
    stubFetch({});
    const student = renderApp('/parent');
    await waitFor(() => expect(student.location()).toBe('/student'));
    student.unmount();

    saveRefreshToken(makeToken({ role: ['Teacher'] }));
    const fetchMock = stubFetch(signedInRoutes(makeMeResponse()));
    const teacher = renderApp('/student');
    await waitFor(() => expect(teacher.location()).toBe('/1'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(apiPaths.tokenRedirect))).toBe(false);
  });

  it('asks a visitor without a session to sign in before a lesson link, then come back to it', async () => {
    stubFetch({});
    const { location } = renderApp('/topic-session/12?x=1');
    await waitFor(() =>
      expect(location()).toBe(`/login?redirectTo=${encodeURIComponent('/topic-session/12?x=1')}`),
    );
  });

  it('takes a student who signed in to reach a lesson on to it, not to their home', async () => {
    saveRefreshToken(makeToken({ role: ['Student'] }));
    const fetchMock = stubFetch({ ...accessRoute('Student') });
    const { location } = renderApp(`/loginredirect?redirectTo=${encodeURIComponent('/topic-session/12')}`);
    await waitFor(() => expect(location()).toBe('/topic-session/12'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(apiPaths.tokenRedirect))).toBe(false);
  });
});
