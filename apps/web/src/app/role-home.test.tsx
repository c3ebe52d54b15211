import { apiPaths } from '@mathsight/contract/api-paths.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRefreshToken, REFRESH_TOKEN_COOKIE, saveRefreshToken } from '../shared/auth/token-storage.ts';
import { signedInRoutes } from '../test/api-stubs.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { makeMeResponse } from '../test/me-fixture.ts';
import { makeToken } from '../test/tokens.ts';
import { renderApp } from './testing/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRefreshToken();
});

describe("the student's and the parent's homes", () => {
  it.each([
    ['/student', 'Student', 'Your work', /work your teachers set you will appear here/],
    ['/parent', 'Parent', 'Parent home', /contact your child's school/],
  ] as const)('%s renders for a signed-in %s, outside the teacher app', async (path, role, title, text) => {
    saveRefreshToken(makeToken({ role: [role] }));
    // Nothing to ask the server: above all not the token redirect, which would send them back here.
    const fetchMock = stubFetch({});
    const { location } = renderApp(path);

    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(within(screen.getByRole('main')).getByText(text)).toBeTruthy();
    expect(heading.closest('main')?.id).toBe('main-content');
    expect(document.title).toBe(`${title} - Mathsight`);
    expect(location()).toBe(path);
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders for a student whose token is left only in the cookie (the token redirect clears storage)', async () => {
    const token = makeToken({ role: ['Student'] });
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(
      `${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    );
    stubFetch({});
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
});
