import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { routePatterns as p, type RouteName } from './paths.ts';

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
