import { googlePaths } from '@mathsight/contract/google-sign-in.paths.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken } from '../../../shared/auth/token-storage.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRefreshToken();
});

const bodyOf = async (fetchMock: ReturnType<typeof stubFetch>, path: string) => {
  const call = fetchMock.mock.calls.find(([input]) =>
    String(input instanceof Request ? input.url : input).includes(path),
  );
  const input = call?.[0];
  if (input instanceof Request) return input.clone().json();
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body ?? 'null'));
};

describe('/oauth-login', () => {
  it('says a cancelled Google sign-in did not finish, with a way back, and calls nothing', async () => {
    const fetchMock = stubFetch({});
    renderApp('/oauth-login?error=access_denied&state=s');
    expect(await screen.findByText('You cancelled signing in with Google.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    const sent = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(sent.filter((url) => url.includes('google'))).toEqual([]);
  });

  it('shows the server’s reason when the exchange is refused', async () => {
    stubFetch({
      [`POST ${googlePaths.tokenRedirect}`]: () =>
        jsonResponse(400, {
          message: 'This Google sign-in has expired or was already used. Please start again.',
        }),
    });
    renderApp('/oauth-login?code=c1&state=s1');
    expect(await screen.findByText(/expired or was already used/)).toBeTruthy();
  });

  it('fills in the teacher sign-up form from Google', async () => {
    const fetchMock = stubFetch({
      [`POST ${googlePaths.tokenRedirect}`]: () =>
        jsonResponse(200, {
          outcome: 'signUp',
          googleToken: 't'.repeat(43),
          firstName: 'Sam',
          lastName: 'Rivera',
          email: 'sam@example.org',
          title: null,
          userRole: 'Teacher',
        }),
    });
    renderApp('/oauth-login?code=c2&state=s2&iss=http%3A%2F%2Fissuer');
    expect(await screen.findByRole('heading', { name: 'Create your teacher account' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Rivera');
    expect(screen.getByText('sam@example.org')).toBeTruthy();
    expect(await bodyOf(fetchMock, googlePaths.tokenRedirect)).toMatchObject({
      token: 'c2',
      state: 's2',
      iss: 'http://issuer',
    });
  });

  it('asks for the same-email account’s password, and shows a refusal beside it', async () => {
    const fetchMock = stubFetch({
      [`POST ${googlePaths.tokenRedirect}`]: () =>
        jsonResponse(200, {
          outcome: 'confirmAccount',
          googleToken: 'g'.repeat(43),
          email: 'tom@example.org',
        }),
      [`POST ${googlePaths.link}`]: () =>
        jsonResponse(400, { message: 'The username or password is incorrect.' }),
    });
    renderApp('/oauth-login?code=c3&state=s3');
    expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Mathsight password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Link Google and sign in' }));
    expect(await screen.findByText('The username or password is incorrect.')).toBeTruthy();
    await waitFor(async () =>
      expect(await bodyOf(fetchMock, googlePaths.link)).toEqual({
        googleToken: 'g'.repeat(43),
        password: 'wrong',
      }),
    );
  });
});
