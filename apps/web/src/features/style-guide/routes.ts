import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../shared/routing/lazy-page.ts';
import { routePatterns as p } from '../../shared/routing/paths.ts';

/** The style guide: inside the data cache, outside every layout (app/routes.tsx places it). */
export const styleGuideRoute: RouteObject = {
  id: 'styleGuide',
  path: p.styleGuide,
  lazy: lazyRoute(async () => (await import('./style-guide-page.tsx')).StyleGuidePage),
};
