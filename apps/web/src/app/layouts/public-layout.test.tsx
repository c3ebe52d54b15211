import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRefreshToken, saveRefreshToken } from '../../shared/auth/token-storage.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { makeToken } from '../../test/tokens.ts';
import { renderApp } from '../testing/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

describe('the public layout’s header', () => {
  it.each([
    ['Student', 'My work', '/student'],
    ['Parent', 'Home', '/parent'],
    ['Teacher', 'Dashboard', '/loginredirect'],
  ] as const)('takes a signed-in %s to their own home', async (role, label, href) => {
    saveRefreshToken(makeToken({ role: [role] }));
    stubFetch({});
    renderApp('/login/forgot-password');
    const link = await within(await screen.findByRole('banner')).findByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(href);
  });

  it('offers a visitor the sign-in page', async () => {
    stubFetch({});
    renderApp('/login/forgot-password');
    const header = await screen.findByRole('banner');
    expect((await within(header).findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/login',
    );
  });
});
