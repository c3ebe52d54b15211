import { createMemoryRouter, isRouteErrorResponse, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RouteName, routePatterns } from '../shared/routing/paths.ts';
import { type PlannedScreenInfo, plannedScreens } from './planned-screens.ts';
import { routes } from './routes.tsx';

afterEach(() => vi.restoreAllMocks());

/** A route's lazy module comes through Vite's transform, slow on two busy cores (as setup.ts's waits). */
const LAZY_ROUTE_WAIT = { timeout: 4_000 };

/** Runs the router's loaders for an address and answers where it ended up. */
async function settle(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), LAZY_ROUTE_WAIT);
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'), LAZY_ROUTE_WAIT);
  const { pathname, search } = router.state.location;
  return { router, location: `${pathname}${search}` };
}

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
}

describe('the route table', () => {
  it('has a route for every path of spec §2, with the name as its id', () => {
    const byId = new Map(allRoutes(routes).map((r) => [r.id, r.path]));
    for (const [name, pattern] of Object.entries(routePatterns)) {
      expect(byId.get(name), name).toBe(pattern);
    }
  });

  it('gives every planned screen a title and a description', () => {
    for (const [name, info] of Object.entries<PlannedScreenInfo>(plannedScreens)) {
      expect(routePatterns[name as RouteName], name).toBeDefined();
      expect(info.title.length).toBeGreaterThan(0);
      expect(info.description).toMatch(/\.$/);
      expect(`${info.title} ${info.description}`).not.toMatch(/coming soon|not implemented/i);
    }
  });
});

describe('the redirects of spec §2', () => {
  it.each([
    ['/c', '/'],
    ['/signup/new/teacher', '/signup/teacher'],
    ['/signup/teacher/choice', '/signup/teacher'],
    ['/signup/new/student', '/signup/student'],
  ])('%s goes to %s', async (from, to) => {
    expect((await settle(from)).location).toBe(to);
  });

  // The school redirects land on signed-in pages; the anonymous visitor is then asked to sign in,
  // with the redirect's target kept as the place to return to.
  it.each([
    ['/12/collections', '/12?modal=set-work-topics'],
    ['/12/collections/4', '/12?modal=set-work-topics&collectionId=4'],
    ['/12/teachers', '/12/settings/teachers'],
    ['/12/classes', '/12/settings'],
    ['/12/analytics/baseline', '/12/students/baseline'],
    ['/12/analytics/growth', '/12/students/growth'],
    ['/12/analytics/school', '/12/reports/school'],
    ['/12/analytics/group', '/12/reports/group'],
    ['/12/analytics', '/12/reports'],
    ['/12/analytics/effort/by-week', '/12/reports'],
  ])('%s goes to %s', async (from, to) => {
    const { location } = await settle(from);
    expect(location).toBe(`/login?${new URLSearchParams({ redirectTo: to })}`);
  });

  it('sends /tutor paths to the tutor site with the same path', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    createMemoryRouter(routes, { initialEntries: ['/tutor/sessions/5?topic=fractions'] });
    await vi.waitFor(() =>
      expect(replace).toHaveBeenCalledWith('https://tutor.mathsight.app/tutor/sessions/5?topic=fractions'),
    );
  });
});

describe('guards and unknown paths', () => {
  it('sends an anonymous visitor of a signed-in page to /login with redirectTo', async () => {
    expect((await settle('/3/plan?tab=Done')).location).toBe('/login?redirectTo=%2F3%2Fplan%3Ftab%3DDone');
    expect((await settle('/assistant')).location).toBe('/login?redirectTo=%2Fassistant');
  });

  it('lets anyone see the public pages', async () => {
    // /{schoolId}/quizzes is listed as public in the spec but reads the school's context: it sits in the shell.
    for (const path of ['/', '/login', '/signup', '/signup/teacher', '/quizzes/ABC123']) {
      expect((await settle(path)).location).toBe(path);
    }
  });

  it('shows page-not-found for unknown paths', async () => {
    const { router } = await settle('/no/such/page');
    expect(router.state.matches.at(-1)?.route.id).toBe('notFound');
  });

  it('treats a first segment that is not a school id as not found', async () => {
    const { router } = await settle('/not-a-school');
    const error = Object.values(router.state.errors ?? {})[0];
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });

  it('routes the ambiguous paths to the more specific screen', async () => {
    const leaf = async (path: string) => {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      return router.state.matches.at(-1)?.route.id;
    };
    expect(await leaf('/1/plan/calendar')).toBe('planCalendar');
    expect(await leaf('/1/plan/77')).toBe('planAssignment');
    expect(await leaf('/1/students/effort')).toBe('studentsEffort');
    expect(await leaf('/1/students/42/topics/3')).toBe('student');
    expect(await leaf('/1/classes/notifications')).toBe('classNotifications');
    expect(await leaf('/1/classes/add/from-sync')).toBe('classesAdd');
    expect(await leaf('/1/classes/9')).toBe('classPage');
    expect(await leaf('/1/classes/9/switch')).toBe('classSwitch');
    expect(await leaf('/1/classes/9/students/move')).toBe('classStudentsMove');
    expect(await leaf('/1/independent-study/5/questions/7')).toBe('independentStudyQuestion');
    expect(await leaf('/1/independent-study/5/answers/2')).toBe('independentStudy');
    expect(await leaf('/1/settings/classes/9/teachers/edit')).toBe('settingsClassTeachersEdit');
    expect(await leaf('/1/settings/year-7/teachers/add-classes')).toBe('settingsScopeTeachersAddClasses');
    expect(await leaf('/1/teachers/8')).toBe('teacher');
    expect(await leaf('/signup/parent/invite-code')).toBe('signupInviteCode');
  });
});
