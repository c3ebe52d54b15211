import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { routePatterns as p, type RouteName } from '../../shared/routing/paths.ts';
import type { PlannedRouteHandle } from '../planned-screen.tsx';
import type { PlannedRouteName } from '../planned-screens.ts';
import { LayoutErrorBoundary } from '../route-error-boundary.tsx';

/** A screen's module, loaded when its route is first matched: `async () => (await import(…)).Page`. */
export type LoadScreen = () => Promise<ComponentType>;
/** A guard's module, loaded beside its screen: `async () => (await import(…)).requireSignedIn`. */
export type LoadGuard = () => Promise<LoaderFunction>;

/**
 * React Router's `lazy` for a screen and its guard, fetched in parallel, so a visitor downloads a
 * screen only when they open it.
 */
export function lazyRoute(screen: LoadScreen, guard?: LoadGuard) {
  return async (): Promise<{ Component: ComponentType; loader?: LoaderFunction }> => {
    const [Component, loader] = await Promise.all([screen(), guard?.()]);
    return loader ? { Component, loader } : { Component };
  };
}

/** The route named `name` (its path from routePatterns), showing a lazily loaded screen. */
export function lazyPage(name: RouteName, screen: LoadScreen, guard?: LoadGuard): RouteObject {
  return { id: name, path: p[name], lazy: lazyRoute(screen, guard) };
}

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
