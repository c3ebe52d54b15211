import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import type { NotificationListItem } from '@mathsight/contract/notifications.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { navigationContextRoute, signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const note = (
  id: number,
  group: 'Upcoming' | 'Done',
  relevantDate: string,
  isRead = false,
): NotificationListItem => ({
  notificationId: id,
  userId: 7,
  schoolId: 1,
  category: 'Assignment',
  group,
  assignmentId: id * 10,
  title: `Work ${id}`,
  relevantDate,
  isRead,
  readAt: isRead ? relevantDate : null,
  groups: [{ groupId: 5, code: '8B' }],
});

describe('the notifications page', () => {
  it('lists Upcoming soonest first and Done latest first, 30 a page, and marks one read', async () => {
    const me = makeMeResponse();
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    const asked: Array<Record<string, string>> = [];
    const puts: Array<{ url: string; body: unknown }> = [];
    const pages = {
      // Out of order on purpose: the screen shows them as the spec sorts them.
      Upcoming: [
        note(1, 'Upcoming', '2030-03-09T08:30:00Z'),
        note(2, 'Upcoming', '2030-03-05T08:30:00Z', true),
      ],
      Done: [note(3, 'Done', '2030-02-20T08:30:00Z'), note(4, 'Done', '2030-03-01T08:30:00Z')],
    };
    stubFetch({
      ...signedInRoutes(me),
      // The page's "N unread" is the bell's count (this school, both tabs), not the tab's.
      ...navigationContextRoute(me.user.userId, { notifications: 3 }),
      [`GET ${notificationPaths.userNotifications(7)}`]: (url) => {
        const params = Object.fromEntries(new URL(url, 'http://x').searchParams);
        asked.push(params);
        const items = pages[params['request.filter.group'] as 'Upcoming' | 'Done'];
        return jsonResponse(200, {
          items,
          total: items.length,
          unreadCount: items.filter((i) => !i.isRead).length,
        });
      },
      [`PUT ${notificationPaths.notification(1)}`]: (url, init) => {
        puts.push({ url, body: JSON.parse(String(init.body)) });
        return jsonResponse(200, { ...pages.Upcoming[0], isRead: true, readAt: '2030-03-01T00:00:00Z' });
      },
    });
    renderApp('/1/notifications');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming notifications' });
    expect(
      within(upcoming)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Work 2', 'Work 1']);
    expect(upcoming.textContent).toContain('8B · Due Tue 5 Mar 2030, 08:30');
    expect(await screen.findByText('3 unread.')).toBeTruthy();
    expect(screen.getByTestId('notifications-bell').getAttribute('aria-label')).toBe(
      'Notifications, 3 unread',
    );
    expect(asked[0]).toEqual({
      'request.skip': '0',
      'request.take': '30',
      'request.filter.group': 'Upcoming',
      'request.filter.category': 'Assignment',
      'request.filter.schoolId': '1',
    });
    expect(within(upcoming).getAllByRole('link')[0]?.getAttribute('href')).toBe('/1/plan/20');

    const user = userEvent.setup();
    await user.click(within(upcoming).getByRole('button', { name: /^Mark as read\W+Work 1$/ }));
    await waitFor(() =>
      expect(puts).toEqual([{ url: notificationPaths.notification(1), body: { read: true } }]),
    );

    await user.click(screen.getByRole('tab', { name: 'Done' }));
    const done = await screen.findByRole('list', { name: 'Finished work notifications' });
    expect(
      within(done)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Work 4', 'Work 3']);
    expect(done.textContent).toContain('8B · Ended Fri 1 Mar 2030, 08:30');
  });

  it('tells apart entries of the same work for different classes by their class and date', async () => {
    const me = makeMeResponse();
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    const entry = (id: number, code: string, relevantDate: string): NotificationListItem => ({
      ...note(id, 'Upcoming', relevantDate),
      title: 'Due soon: Number check-up',
      groups: [{ groupId: id, code }],
    });
    const items = [entry(1, '8A', '2030-03-05T08:30:00Z'), entry(2, '8B', '2030-03-06T15:00:00Z')];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${notificationPaths.userNotifications(7)}`]: () =>
        jsonResponse(200, { items, total: 2, unreadCount: 2 }),
    });
    renderApp('/1/notifications');
    const list = await screen.findByRole('list', { name: 'Upcoming notifications' });
    const links = within(list).getAllByRole('link', { name: 'Due soon: Number check-up' });
    const described = links.map((l) => {
      const id = l.getAttribute('aria-describedby') ?? '';
      return document.getElementById(id)?.textContent;
    });
    expect(described).toEqual(['8A · Due Tue 5 Mar 2030, 08:30', '8B · Due Wed 6 Mar 2030, 15:00']);
  });

  it('marks all read in this school, then counts again; the button is off when none is unread', async () => {
    const me = makeMeResponse();
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    let unread = 2;
    const puts: unknown[] = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${notificationPaths.navigationContext(7)}`]: () =>
        jsonResponse(200, {
          type: 'school',
          schoolId: 1,
          data: [{ id: 'notifications', badgeCount: unread }],
        }),
      [`GET ${notificationPaths.userNotifications(7)}`]: () => {
        const items = [note(1, 'Upcoming', '2030-03-05T08:30:00Z', unread === 0)];
        return jsonResponse(200, { items, total: 1, unreadCount: unread === 0 ? 0 : 1 });
      },
      [`PUT ${notificationPaths.markAllRead(7)}`]: (_url, init) => {
        puts.push(JSON.parse(String(init.body)));
        unread = 0;
        return jsonResponse(200, { markedCount: 2 });
      },
    });
    renderApp('/1/notifications');
    expect(await screen.findByText('2 unread.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All read.')).toBeTruthy();
    expect(puts).toEqual([{ schoolId: 1 }]);
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('notifications-bell').getAttribute('aria-label')).toBe('Notifications');
    await waitFor(() => expect(screen.queryByText('New')).toBeNull());
  });
});
