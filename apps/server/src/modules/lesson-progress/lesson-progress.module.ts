import { defineModule } from '../../app-context.ts';
import { LessonProgressRepository } from './lesson-progress.repository.ts';
import { lessonProgressRoutes } from './lesson-progress.routes.ts';
import { LessonProgressService } from './lesson-progress.service.ts';

/** Lesson progress: how far a class has got through a piece of work's lesson flows. */
export const lessonProgressModule = defineModule({
  name: 'lesson-progress',
  build: (shared) => ({
    lessonProgress: new LessonProgressService(
      new LessonProgressRepository(shared.database.readDb),
      shared.access,
    ),
  }),
  routes: (scope, own) => lessonProgressRoutes(scope, own),
});
