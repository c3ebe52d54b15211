import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import type { MeResponse } from '@mathsight/contract/users.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRefreshToken, readRefreshToken, saveRefreshToken } from '../../shared/auth/token-storage.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { signedInRoutes } from '../../test/api-stubs.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { makeGroup, makeMeResponse, makeUserSchool } from '../../test/me-fixture.ts';
import { makeToken } from '../../test/tokens.ts';
import { contentRoutes, homeworkInsightsRoute, settingsRoute } from '../../test/work-fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRefreshToken();
});

function signIn(me: MeResponse, path: string, extra: Record<string, FetchHandler> = {}) {
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const fetchMock = stubFetch({
    ...signedInRoutes(me),
    ...homeworkInsightsRoute(1),
    ...homeworkInsightsRoute(2),
    ...extra,
  });
  return { ...renderApp(path), fetchMock };
}

describe('the signed-in shell', () => {
  it('has landmarks, a skip link and the main navigation with the current page marked', async () => {
    const { container } = signIn(makeMeResponse({ featureFlags: ['teacher-assistant'] }), '/1');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Plan',
      'Check',
      'Fix',
      'Questions',
      'Live lesson',
      'Students',
      'Motivate',
      'Reports',
      'Settings',
      'Assistant',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/1',
      '/1/plan',
      '/1/check',
      '/1/fix',
      '/1/questions',
      '/1/live-lessons/new',
      '/1/students',
      '/1/motivate',
      '/1/reports',
      '/1/settings',
      '/assistant',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Plan' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(container.ownerDocument.querySelector('a[href="#main-content"]')?.textContent).toBe(
      'Skip to main content',
    );
  });

  it('follows a navigation entry to its screen, with its title, inside the layout', async () => {
    signIn(makeMeResponse(), '/1');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Reports' }));
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    expect(document.title).toBe('Reports - Mathsight');
    expect(within(nav).getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
  });

  it('greets the teacher and lists their classes, demo classes excluded', async () => {
    const me = makeMeResponse({
      groups: [
        makeGroup(11, { code: '10X/Ma1', studentCount: 28 }),
        makeGroup(12, {
          code: '7A/Ma',
          yearGroups: [{ countryYearGroupId: 8, name: 'Year 7' }],
          studentCount: 1,
        }),
        makeGroup(13, { code: 'Demo class', isDemo: true }),
      ],
    });
    signIn(me, '/1');
    const list = await screen.findByTestId('class-list');
    const cards = within(list).getAllByTestId('class-card');
    const classLink = (card: HTMLElement) => {
      const link = within(card).getAllByRole('link')[0];
      if (!link) throw new Error('A class card has no link');
      return link;
    };
    const second = cards[1];
    if (!second) throw new Error('The list has no second class');
    expect(cards.map((c) => classLink(c).textContent)).toEqual(['7A/Ma', '10X/Ma1']);
    expect(cards[0]?.textContent).toContain('Year 7');
    expect(cards[0]?.textContent).toContain('1 student');
    expect(cards[1]?.textContent).toContain('28 students');
    expect(classLink(second).getAttribute('href')).toBe('/1/classes/11');
    expect(within(second).getByRole('link', { name: 'Retrieval practice' }).getAttribute('href')).toBe(
      '/1?modal=set-work&kind=RetrievalPractice&groupId=11',
    );
    expect(screen.getByTestId('dashboard-greeting').textContent).toMatch(
      /^Good (morning|afternoon|evening), Priya$/,
    );
    expect(document.title).toBe('Dashboard - Mathsight');
  });

  it('offers the class selector without demo classes, and selects a single class', async () => {
    signIn(makeMeResponse({ groups: [makeGroup(11), makeGroup(13, { isDemo: true })] }), '/1');
    const selector = (await screen.findByLabelText('Class')) as HTMLSelectElement;
    expect([...selector.options].map((o) => o.textContent)).toEqual(['All classes', '10X/Ma11 (Year 10)']);
    expect(selector.value).toBe('11');
  });

  it('shows no school switcher for one school', async () => {
    signIn(makeMeResponse(), '/1');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByLabelText('School')).toBeNull();
  });

  it('switches school: saves it, clears the class and goes to the new school home', async () => {
    const me = makeMeResponse({
      userSchools: [
        makeUserSchool(1, {}, 'Oakfield Academy'),
        makeUserSchool(2, { teacherId: 222 }, 'Riverside High'),
      ],
      groups: [makeGroup(11), makeGroup(12)],
    });
    const { fetchMock, location } = signIn(me, '/1', {
      [`PUT ${apiPaths.user(7)}`]: () => jsonResponse(200, {}),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Class'), '12');
    expect(useSessionStore.getState().selectedGroupId).toBe(12);

    await user.selectOptions(screen.getByLabelText('School'), 'Riverside High');
    await waitFor(() => expect(location()).toBe('/2'));
    await waitFor(() => expect(within(screen.getByRole('main')).getByText('Riverside High')).toBeTruthy());
    expect(useSessionStore.getState()).toMatchObject({ schoolId: 2, teacherId: 222, selectedGroupId: null });
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === apiPaths.user(7) && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ currentSchoolId: 2 });
    const meCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(apiPaths.me));
    expect(new URL(String(meCalls.at(-1)?.[0]), 'http://x').searchParams.get('schoolId')).toBe('2');
  });

  it('shows the user menu with the Plus badge, and logs out from it', async () => {
    const me = makeMeResponse();
    me.user.isPlus = true;
    const { location } = signIn(me, '/1');
    const user = userEvent.setup();
    const menuButton = await screen.findByTestId('user-menu');
    expect(menuButton.textContent).toContain('Priya Shah');
    expect(menuButton.textContent).toContain('Plus');
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(readRefreshToken()).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('sends the heartbeat when signed in', async () => {
    const { fetchMock } = signIn(makeMeResponse(), '/1');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === apiPaths.heartbeat(7))).toBe(true),
    );
  });

  it('opens the set-work flow on the topics of the collection for old collection links', async () => {
    const me = makeMeResponse();
    const { location } = signIn(me, '/1/collections/5', { ...contentRoutes(), ...settingsRoute(1) });
    await waitFor(() => expect(location()).toBe('/1?modal=set-work-topics&collectionId=5'));
    const dialog = await screen.findByRole('dialog', { name: 'Set work from topics' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Collection') as HTMLSelectElement).value).toBe('5'),
    );
    expect(
      within(dialog)
        .getByRole('radio', { name: /Topic quiz/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('shows page-not-found for a school the teacher does not belong to', async () => {
    signIn(makeMeResponse(), '/99/plan');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });

  it('logs out when the data API answers 401', async () => {
    saveRefreshToken(makeToken());
    stubFetch({
      ...signedInRoutes(makeMeResponse()),
      [`GET ${apiPaths.me}`]: () => jsonResponse(401, { message: 'expired' }),
    });
    const { location } = renderApp('/1/plan');
    await waitFor(() => expect(location()).toMatch(/^\/login/));
    expect(readRefreshToken()).toBeNull();
  });
});

describe('a Pending teacher', () => {
  const pendingMe = (
    schools = [makeUserSchool(1, { schoolMembershipStatus: 'Pending' }, 'Oakfield Academy')],
  ) => makeMeResponse({ userSchools: schools, groups: [] });

  it('is sent to the pending screen, which names the school and offers log out', async () => {
    const { location } = signIn(pendingMe(), '/1/plan');
    await screen.findByRole('heading', { level: 1, name: 'Waiting for Oakfield Academy to confirm you' });
    expect(location()).toBe('/1/pending');
    expect(document.title).toBe('Waiting for confirmation - Mathsight');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByLabelText('Switch to another of your schools')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('can switch to another school from the pending screen', async () => {
    const me = pendingMe([
      makeUserSchool(1, { schoolMembershipStatus: 'Pending' }, 'Oakfield Academy'),
      makeUserSchool(2, {}, 'Riverside High'),
    ]);
    me.currentSchoolId = 1;
    const { location } = signIn(me, '/1', { [`PUT ${apiPaths.user(7)}`]: () => jsonResponse(200, {}) });
    const select = await screen.findByLabelText('Switch to another of your schools');
    await userEvent.setup().selectOptions(select, 'Riverside High');
    await waitFor(() => expect(location()).toBe('/2'));
    await screen.findByRole('navigation', { name: 'Main' });
  });

  it('a confirmed teacher visiting the pending screen goes to the school home', async () => {
    const { location } = signIn(makeMeResponse(), '/1/pending');
    await waitFor(() => expect(location()).toBe('/1'));
  });
});
