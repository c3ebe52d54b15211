import type { RouteObject } from 'react-router';
import { authLoaderRoutes, loginRoute } from '../features/auth/routes.ts';
import { styleGuideRoute } from '../features/style-guide/routes.ts';
import { lazyRoute } from '../shared/routing/lazy-page.ts';
import { LoadingScreen } from '../shared/ui/loading-screen.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RootErrorBoundary } from './route-error-boundary.tsx';
import {
  modalPages,
  roleHomePages,
  standalonePages,
  studentModalPages,
} from './route-table/focused-routes.ts';
import { dataRoot, guards, pagesOf } from './route-table/lazy-route.ts';
import { notFoundPage, publicPages, redirects } from './route-table/public-routes.ts';
import { shellPages } from './route-table/shell-routes.ts';

/**
 * The one route table of the app (spec §2): the layouts, and below each the pages of
 * route-table/ (one file per group of layouts), which gather the pages each feature declares in its
 * own routes.ts. Paths come from shared/routing/paths.ts (one file per area in paths/); every
 * screen is a lazily loaded module (route-table/lazy-route.ts), so a visitor to /login downloads
 * the sign-in form and nothing of the signed-in app. Route ids are the names in routePatterns.
 *
 * The data cache (TanStack Query) is provided by the lazily loaded `data` and `publicData` routes
 * (dataRoot) rather than in app.tsx: only the sign-in page and the not-found page sit outside
 * them. A new screen goes below one of them, unless it is certain never to read server data.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: LoadingScreen,
    children: [
      ...redirects,
      ...authLoaderRoutes,
      {
        id: 'public',
        Component: PublicLayout,
        children: pagesOf([
          loginRoute,
          { id: 'publicData', lazy: dataRoot, children: publicPages },
          notFoundPage,
        ]),
      },
      {
        id: 'data',
        lazy: dataRoot,
        children: [
          styleGuideRoute,
          {
            id: 'roleHome',
            lazy: lazyRoute(async () => (await import('./layouts/role-home-layout.tsx')).RoleHomeLayout),
            children: pagesOf(roleHomePages),
          },
          {
            id: 'studentModal',
            lazy: lazyRoute(
              async () => (await import('./layouts/modal-layout.tsx')).ModalLayout,
              guards.signedIn,
            ),
            children: pagesOf(studentModalPages),
          },
          {
            id: 'signedIn',
            lazy: lazyRoute(
              async () => (await import('./layouts/signed-in-root.tsx')).SignedInRoot,
              guards.session,
            ),
            children: [
              {
                id: 'shell',
                lazy: lazyRoute(
                  async () => (await import('./layouts/shell-layout.tsx')).ShellLayout,
                  guards.confirmedMembership,
                ),
                children: pagesOf(shellPages),
              },
              {
                id: 'modal',
                lazy: lazyRoute(
                  async () => (await import('./layouts/modal-layout.tsx')).ModalLayout,
                  guards.confirmedMembership,
                ),
                children: pagesOf(modalPages),
              },
              {
                id: 'standalone',
                lazy: lazyRoute(
                  async () => (await import('./layouts/standalone-layout.tsx')).StandaloneLayout,
                ),
                children: pagesOf(standalonePages),
              },
            ],
          },
        ],
      },
    ],
  },
];
