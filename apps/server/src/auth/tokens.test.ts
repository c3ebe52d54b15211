import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

const key = new TextEncoder().encode('k'.repeat(48));
const service = () => new TokenService(key, { accessSeconds: 900, refreshSeconds: 3600 });

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService', () => {
  it('verifies its own tokens and keeps the two kinds apart', async () => {
    const tokens = service();
    const access = await tokens.issueAccess(7, ['Teacher'], 'sign-in-1');
    const refresh = await tokens.issueRefresh(7, ['Teacher']);
    expect(await tokens.verify(access.token, 'access')).toMatchObject({ userId: 7, roles: ['Teacher'] });
    expect(await tokens.verify(access.token, 'refresh')).toBeNull();
    expect(await tokens.verify(refresh.token, 'access')).toBeNull();
  });

  it('names the sign-in in access and realtime tokens (their sid), and none in a refresh token', async () => {
    const tokens = service();
    const access = await tokens.issueAccess(7, ['Teacher'], 'sign-in-1');
    const realtime = await tokens.issueRealtime(7, ['Teacher'], 60, 'sign-in-2');
    const refresh = await tokens.issueRefresh(7, ['Teacher']);
    expect((await tokens.verify(access.token, 'access'))?.sessionId).toBe('sign-in-1');
    expect((await tokens.verify(realtime.token, 'realtime'))?.sessionId).toBe('sign-in-2');
    expect((await tokens.verify(refresh.token, 'refresh'))?.sessionId).toBeNull();
  });

  it('refuses a tampered token and one signed with another key', async () => {
    const tokens = service();
    const { token } = await tokens.issueAccess(7, ['Teacher'], 'sign-in-1');
    expect(await tokens.verify(`${token.slice(0, -2)}aa`, 'access')).toBeNull();
    const other = new TokenService(new TextEncoder().encode('o'.repeat(48)), {
      accessSeconds: 900,
      refreshSeconds: 1,
    });
    expect(await other.verify(token, 'access')).toBeNull();
  });

  it('stops accepting a remembered access token once it expires', async () => {
    const tokens = service();
    const { token } = await tokens.issueAccess(7, ['Teacher'], 'sign-in-1');
    expect(await tokens.verify(token, 'access')).not.toBeNull();
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 901_000);
    expect(await tokens.verify(token, 'access')).toBeNull();
  });

  it('refuses an expired token it never saw', async () => {
    const expired = await new SignJWT({ role: ['Teacher'], typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('mathsight')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(key);
    expect(await service().verify(expired, 'access')).toBeNull();
  });
});
