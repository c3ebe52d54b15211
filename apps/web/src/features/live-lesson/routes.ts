import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page.ts';

/** The teacher's start screen and their own lesson screen, in the signed-in shell (issue 31). */
export const liveLessonRoutes: RouteObject[] = [
  lazyPage(
    'liveLessonStart',
    async () => (await import('./components/live-lesson-start-page.tsx')).LiveLessonStartPage,
  ),
  lazyPage('liveLesson', async () => (await import('./components/live-lesson-page.tsx')).LiveLessonPage),
];

/** The board, full screen without the navigation (the modal layout, teachers only). */
export const liveLessonModalRoutes: RouteObject[] = [
  lazyPage('liveLessonBoard', async () => (await import('./components/live-board-page.tsx')).LiveBoardPage),
];

/** A student's phone: join and take part (the modal layout behind a guard that only asks for a session). */
export const liveLessonStudentRoutes: RouteObject[] = [
  lazyPage('liveLessonJoin', async () => (await import('./components/live-join-page.tsx')).LiveJoinPage),
];
