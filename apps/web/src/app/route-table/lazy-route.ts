import type { LoaderFunction, RouteObject } from 'react-router';
import type { LoadGuard } from '../../shared/routing/lazy-page.ts';
import { routePatterns as p, type RouteName } from '../../shared/routing/paths.ts';
import type { PlannedRouteHandle } from '../planned-screen.tsx';
import type { PlannedRouteName } from '../planned-screens.ts';
import type { HomeRole } from '../role-home.ts';
import { LayoutErrorBoundary } from '../route-error-boundary.tsx';

/** The generic PlannedScreen with the words of one route: they arrive with the screen. */
async function plannedScreen(name: PlannedRouteName) {
  const [{ PlannedScreen }, { plannedScreens }] = await Promise.all([
    import('../planned-screen.tsx'),
    import('../planned-screens.ts'),
  ]);
  const handle: PlannedRouteHandle = { planned: plannedScreens[name] };
  return { Component: PlannedScreen, handle };
}

/**
 * A route whose screen belongs to a later issue: the generic PlannedScreen with its real title.
 * Its words arrive with the screen, so they stay out of the first download.
 */
export function planned(name: PlannedRouteName): RouteObject {
  return { id: name, path: p[name], lazy: () => plannedScreen(name) };
}

/** A route that only redirects (redirects.ts). */
export function redirectRoute(name: RouteName, loader: LoaderFunction): RouteObject {
  return { id: name, path: p[name], loader };
}

/** The data cache's provider (layouts/data-root.tsx), for the routes that may read server data. */
export async function dataRoot() {
  return { Component: (await import('../layouts/data-root.tsx')).DataRoot };
}

/** Wraps a layout's pages so that a failing page keeps the layout's header and navigation. */
export function pagesOf(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: LayoutErrorBoundary, children }];
}

/** Guards, each loaded with the screen it protects. */
export const guards = {
  signedIn: async () => (await import('../role-home.ts')).requireSignedIn,
  confirmedMembership: async () => (await import('../session-loaders.ts')).requireConfirmedMembership,
  pendingMembership: async () => (await import('../session-loaders.ts')).requirePendingMembership,
  session: async () => (await import('../session-loaders.ts')).loadSession,
} satisfies Record<string, LoadGuard>;

/** The guard of a student's or a parent's pages, loaded with the screen it protects. */
export function roleGuard(role: HomeRole): LoadGuard {
  return async () => (await import('../role-home.ts')).requireRole(role);
}

/**
 * A feature's pages (declared with lazyPage in its routes.ts) behind one of the app's guards: each page
 * loads the guard beside its screen, in parallel, as lazyPage does. The guard is the table's to choose,
 * since the guards are the app's and a feature never imports the app.
 */
export function guardedBy(guard: LoadGuard, pages: RouteObject[]): RouteObject[] {
  return pages.map((page) => {
    const loadPage = page.lazy;
    if (typeof loadPage !== 'function') throw new Error(`Route ${page.id} is not declared with lazyPage`);
    return {
      ...page,
      lazy: async () => {
        const [loaded, loader] = await Promise.all([loadPage(), guard()]);
        return { ...loaded, loader };
      },
    };
  });
}
