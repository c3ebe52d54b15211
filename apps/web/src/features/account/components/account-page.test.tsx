import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import type { MeResponse } from '@mathsight/contract/users.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { request } from '../../../shared/api/http-client.ts';
import { clearRefreshToken, readRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

/** /account signed in as `me`, deleting the account answering with `deletion` in turn. */
function openAccount(me: MeResponse, deletion: FetchHandler[] = []) {
  saveRefreshToken(makeToken({ sub: String(me.user.userId), role: me.user.roles }));
  const sent: unknown[] = [];
  const fetchMock = stubFetch({
    ...signedInRoutes(me),
    [`GET ${apiPaths.myEmailPreferences}`]: jsonResponse(200, {
      email: me.user.email ?? '',
      preferences: { 'school-updates': true, 'weekly-insights': true, 'product-news': true },
    }),
    [`DELETE ${apiPaths.myAccount}`]: (url, init) => {
      sent.push(JSON.parse(String(init.body)));
      const next = deletion.shift();
      if (!next) throw new Error('no answer left for the deletion');
      return next(url, init);
    },
  });
  return { ...renderApp('/account'), sent, fetchMock };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete your account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('deleting the account', () => {
  it("explains what happens to a teacher's classes and work, and asks for the password", async () => {
    openAccount(makeMeResponse());
    const section = await screen.findByRole('region', { name: 'Delete your account' });
    expect(within(section).getByRole('button', { name: 'Delete your account' })).toBeTruthy();
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Your name, email address and password are removed');
    expect(dialog.textContent).toContain('The classes you teach stay in their school');
    expect(dialog.textContent).toContain('an administrator can give it to another teacher');
    expect(dialog.textContent).toContain('The work you set stays, and its results still count.');
    expect(dialog.textContent).toContain('make one of them an administrator first');
    expect(dialog.textContent).not.toContain('Your answers stay');
    // The password field is labelled and has the focus.
    const password = within(dialog).getByLabelText(/Your current password/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a student their answers stay without their name, and says nothing of classes they teach', async () => {
    const me = makeMeResponse();
    openAccount({
      ...me,
      user: { ...me.user, userRole: 'Student', roles: ['Student'], email: null, title: null },
      userSchools: [],
    });
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Your name, username and password are removed');
    expect(dialog.textContent).toContain(
      "Your answers stay, without your name, so your class's results still add up.",
    );
    expect(dialog.textContent).not.toContain('The classes you teach');
  });

  it('shows a wrong password beside the field and a refusal in an alert; once deleted, signs out to /login', async () => {
    const only =
      'You are the only administrator of Oakfield Academy. Make another teacher an administrator first, so the school can still be run.';
    const { sent, location, fetchMock } = openAccount(makeMeResponse(), [
      () =>
        jsonResponse(400, {
          message: 'The request is invalid.',
          modelState: { password: ['That is not your current password.'] },
        }),
      () => jsonResponse(409, { message: only }),
      () => new Response(null, { status: 204 }),
    ]);
    const dialog = await openDialog();
    const password = within(dialog).getByLabelText(/Your current password/);
    await userEvent.type(password, 'not it{Enter}');
    expect(await within(dialog).findByText('That is not your current password.')).toBeTruthy();
    // Beside the field, and read out with it.
    const described = (password.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'That is not your current password.',
    );

    await userEvent.clear(password);
    await userEvent.type(password, 'the right one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your account was not deleted');
    expect(alert.textContent).toContain(only);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('Your account is deleted')).toBeTruthy();
    expect(readRefreshToken()).toBeNull();
    expect(sent).toEqual([
      { password: 'not it' },
      { password: 'the right one' },
      { password: 'the right one' },
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(apiPaths.revoke))).toBe(true);
  });
});

describe('changing the password', () => {
  it('goes on with the new sign-in at once: the old access token, refused by the server now, is not sent again', async () => {
    const me = makeMeResponse();
    const claims = { sub: String(me.user.userId), role: me.user.roles };
    const renewed = makeToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 7200 });
    saveRefreshToken(makeToken(claims));
    let changed = false;
    const refused: string[] = [];
    const preferences = {
      email: me.user.email ?? '',
      preferences: { 'school-updates': true, 'weekly-insights': true, 'product-news': true },
    };
    const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name] ?? '';
    stubFetch({
      ...signedInRoutes(me),
      // Each refresh token gets its own access token, as the server's sign-ins do.
      [`GET ${apiPaths.access}`]: (_url, init) =>
        jsonResponse(200, {
          accessToken: `access of ${header(init, 'x-refresh-token')}`,
          expiresAt: Math.floor(Date.now() / 1000) + 900,
          userRole: 'Teacher',
        }),
      [`PUT ${apiPaths.userPassword(me.user.userId)}`]: () => {
        changed = true;
        return jsonResponse(200, { refreshToken: renewed });
      },
      // After the change the server refuses every access token but the new sign-in's.
      [`GET ${apiPaths.myEmailPreferences}`]: (_url, init) => {
        const authorization = header(init, 'Authorization');
        if (changed && authorization !== `Bearer access of ${renewed}`) {
          refused.push(authorization);
          return jsonResponse(401, { message: 'Authorisation has been denied for this request.' });
        }
        return jsonResponse(200, preferences);
      },
    });
    renderApp('/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'the old one');
    await userEvent.type(within(form).getByLabelText(/New password/), 'silver canal evening lantern');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed')).toBeTruthy();
    expect(readRefreshToken()).toBe(renewed);

    await request({ method: 'GET', endpoint: apiPaths.myEmailPreferences });
    expect(refused).toEqual([]);
  });
});
