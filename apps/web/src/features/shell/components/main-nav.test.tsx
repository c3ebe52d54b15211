import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { navigationContextRoute, signedInRoutes } from '../../../test/api-stubs.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { homeworkInsightsRoute } from '../../../test/work-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

describe('the navigation badges', () => {
  it('show the navigation context’s counts on Plan and in the header, and nothing at 0', async () => {
    const me = makeMeResponse();
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    stubFetch({
      ...signedInRoutes(me),
      ...navigationContextRoute(7, { plan: 3, check: 0, notifications: 120 }),
      ...homeworkInsightsRoute(1),
    });
    renderApp('/1');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const badge = await within(nav).findByTestId('nav-badge-plan');
    expect(badge.textContent).toBe('3');
    // The count describes the entry; the link's name stays "Plan".
    const plan = within(nav).getByRole('link', { name: 'Plan' });
    expect(plan.getAttribute('aria-describedby')).toBe('nav-badge-plan');
    expect(document.getElementById('nav-badge-plan')?.textContent).toBe('3 due in the next 7 days');
    expect(within(nav).queryByTestId('nav-badge-check')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Check' }).getAttribute('aria-describedby')).toBeNull();

    const bell = screen.getByTestId('notifications-bell');
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 120 unread');
    expect(bell.getAttribute('href')).toBe('/1/notifications');
    expect(screen.getByText('99+')).toBeTruthy();
  });
});
