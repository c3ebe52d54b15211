import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeToken } from '../../test/tokens.ts';
import { clearAccessToken } from '../api/access-token.ts';
import { redirectNonTeacher, roleOfToken } from './token-redirect.ts';
import { saveRefreshToken } from './token-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('roles (spec §6)', () => {
  it('Teacher wins when a token carries several roles', () => {
    expect(roleOfToken(makeToken({ role: ['Student', 'Teacher'] }))).toBe('Teacher');
    expect(roleOfToken(makeToken({ role: ['Parent', 'Student'] }))).toBe('Parent');
    expect(roleOfToken(makeToken({ role: ['Student'] }))).toBe('Student');
    expect(roleOfToken(null)).toBeNull();
  });

  it('sends a non-teacher to the address the server gives, clearing local and session storage', async () => {
    clearAccessToken();
    saveRefreshToken(makeToken({ role: ['Student'] }));
    sessionStorage.setItem('x', '1');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubFetch({
      [`GET ${apiPaths.access}`]: jsonResponse(200, {
        accessToken: 'a',
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
        userRole: 'Student',
      }),
      [`GET ${apiPaths.tokenRedirect}`]: jsonResponse(200, { url: 'https://students.example/home' }),
    });
    await redirectNonTeacher();
    expect(assign).toHaveBeenCalledWith('https://students.example/home');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
