import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { schoolSignOnPaths } from '@mathsight/contract/school-sign-on.paths.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, readRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRefreshToken();
});

async function fillIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Username or email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the login screen', () => {
  it('signs a teacher in and lands on their school dashboard', async () => {
    const me = makeMeResponse();
    const refreshToken = makeToken({ sub: '7' });
    const fetchMock = stubFetch({
      ...signedInRoutes(me),
      [`POST ${apiPaths.login}`]: () =>
        jsonResponse(200, { refreshToken, redirectTo: null, userRole: 'Teacher' }),
    });
    const { location } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Mathsight' });
    expect(document.title).toBe('Sign in - Mathsight');

    await fillIn('pshah', 'correct horse');

    expect((await screen.findByTestId('dashboard-greeting')).textContent).toMatch(
      /Good (morning|afternoon|evening), Priya/,
    );
    expect(location()).toBe('/1');
    expect(readRefreshToken()).toBe(refreshToken);
    const loginCall = fetchMock.mock.calls.find(([url]) => url === apiPaths.login);
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      username: 'pshah',
      password: 'correct horse',
    });
    const meCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith(apiPaths.me));
    expect(new URL(String(meCall?.[0]), 'http://x').searchParams.get('includes')).toBe(
      'groups,teachers,feature-flags,user-state',
    );
  });

  it('goes on to redirectTo, asking users/me about the school in it', async () => {
    const me = makeMeResponse();
    const fetchMock = stubFetch({
      ...signedInRoutes(me),
      [`POST ${apiPaths.login}`]: (_url, init) => {
        const { redirectTo } = JSON.parse(String(init.body)) as { redirectTo: string };
        return jsonResponse(200, { refreshToken: makeToken(), redirectTo, userRole: 'Teacher' });
      },
    });
    const { location } = renderApp(`/login?redirectTo=${encodeURIComponent('/1/reports')}`);
    await fillIn('pshah', 'pw');
    await waitFor(() => expect(location()).toBe('/1/reports'));
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    const meCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith(apiPaths.me));
    expect(new URL(String(meCall?.[0]), 'http://x').searchParams.get('schoolId')).toBe('1');
  });

  it('shows the pending state, then the server message when the password is wrong', async () => {
    let answer!: (r: Response) => void;
    stubFetch({
      [`POST ${apiPaths.login}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { notify } = renderApp('/login');
    await fillIn('pshah', 'wrong');
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer(jsonResponse(401, { message: 'The username or password is incorrect.' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'The username or password is incorrect.',
    );
    expect(screen.getByRole('alert').textContent).toContain('Sign-in failed');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(readRefreshToken()).toBeNull();
  });

  it('shows the rate-limit message', async () => {
    const message = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
    stubFetch({ [`POST ${apiPaths.login}`]: () => jsonResponse(429, { message }) });
    renderApp('/login');
    await fillIn('pshah', 'pw');
    expect((await screen.findByTestId('login-error')).textContent).toBe(message);
  });

  it('says which field is missing without calling the server', async () => {
    const fetchMock = stubFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your username or email');
    screen.getByText('Enter your password');
    expect(document.activeElement).toBe(screen.getByLabelText(/Username or email/));
    // Only the Google and school sign-on buttons' status is asked for; no sign-in is sent.
    const sent = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(sent.filter((url) => !url.includes('google-status') && !url.includes('clever-status'))).toEqual(
      [],
    );
  });

  it('signs a teacher in with the ticket the school sign-on (Clever) sent back, once', async () => {
    const me = makeMeResponse();
    const refreshToken = makeToken({ sub: '7' });
    const fetchMock = stubFetch({
      ...signedInRoutes(me),
      [`POST ${schoolSignOnPaths.signOnTokens()}`]: () =>
        jsonResponse(200, { refreshToken, redirectTo: null, userRole: 'Teacher' }),
    });
    const { location } = renderApp('/login?signOnTicket=sealed-ticket');
    expect((await screen.findByTestId('dashboard-greeting')).textContent).toMatch(/Priya/);
    expect(location()).toBe('/1');
    expect(readRefreshToken()).toBe(refreshToken);
    const redeems = fetchMock.mock.calls.filter(([url]) => url === schoolSignOnPaths.signOnTokens());
    expect(redeems.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ ticket: 'sealed-ticket' }]);
  });

  it('says why the school sign-on did not sign them in, and offers the button when Clever is on', async () => {
    stubFetch({ [`GET ${schoolSignOnPaths.cleverStatus()}`]: () => jsonResponse(200, { enabled: true }) });
    renderApp('/login?signOnError=not-linked');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No Mathsight account is linked to that school sign-in yet.',
    );
    expect(await screen.findByRole('button', { name: 'Sign in with your school (Clever)' })).toBeTruthy();
  });

  it('links to the forgotten password screen', async () => {
    stubFetch({});
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Forgotten your password?' });
    expect(link.getAttribute('href')).toBe('/login/forgot-password');
  });

  it('sends a student to their own app', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubFetch({
      [`POST ${apiPaths.login}`]: () =>
        jsonResponse(200, {
          refreshToken: makeToken({ role: ['Student'] }),
          redirectTo: null,
          userRole: 'Student',
        }),
      [`GET ${apiPaths.access}`]: () =>
        jsonResponse(200, {
          accessToken: 'a',
          expiresAt: Math.floor(Date.now() / 1000) + 900,
          userRole: 'Student',
        }),
      [`GET ${apiPaths.tokenRedirect}`]: () => jsonResponse(200, { url: 'https://students.mathsight.app/' }),
    });
    renderApp('/login');
    await fillIn('student1', 'pw');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://students.mathsight.app/'));
  });

  it('sends someone already signed in straight on', async () => {
    localStorage.setItem('mathsight.refreshToken', makeToken());
    stubFetch(signedInRoutes(makeMeResponse()));
    const { location } = renderApp('/login');
    await waitFor(() => expect(location()).toBe('/1'));
  });
});
