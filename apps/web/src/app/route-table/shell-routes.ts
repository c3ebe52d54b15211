import type { RouteObject } from 'react-router';
import { assistantRoutes } from '../../features/assistant/routes.ts';
import { checkRoutes } from '../../features/check/routes.ts';
import { classNotificationsRoutes } from '../../features/class-notifications/routes.ts';
import { classSettingsRoutes } from '../../features/class-settings/routes.ts';
import { dashboardRoutes } from '../../features/dashboard/routes.ts';
import { dataExportsRoutes } from '../../features/data-exports/routes.ts';
import { fixRoutes } from '../../features/fix/routes.ts';
import { growthRoutes } from '../../features/growth/routes.ts';
import { lessonProgressRoutes } from '../../features/lesson-progress/routes.ts';
import { libraryRoutes } from '../../features/library/routes.ts';
import { liveLessonRoutes } from '../../features/live-lesson/routes.ts';
import { motivateRoutes } from '../../features/motivate/routes.ts';
import { notificationsRoutes } from '../../features/notifications/routes.ts';
import { planRoutes } from '../../features/plan/routes.ts';
import { questionBankRoutes } from '../../features/question-bank/routes.ts';
import { resultsRoutes } from '../../features/results/routes.ts';
import { schoolConfigRoutes } from '../../features/school-config/routes.ts';
import { schoolParentsRoutes } from '../../features/school-parents/routes.ts';
import { schoolReportsRoutes } from '../../features/school-reports/routes.ts';
import { schoolStudentsRoutes } from '../../features/school-students/routes.ts';
import { schoolSyncRoutes } from '../../features/school-sync/routes.ts';
import { schoolTeachersRoutes } from '../../features/school-teachers/routes.ts';
import { setWorkRoutes } from '../../features/set-work/routes.ts';
import { studentImportRoutes } from '../../features/student-import/routes.ts';
import { studentPageRoutes } from '../../features/student-page/routes.ts';
import { studentReportsRoutes } from '../../features/student-reports/routes.ts';
import { topicReportsRoutes } from '../../features/topic-reports/routes.ts';

/**
 * The signed-in app with the shared layout (navigation, school and class pickers): each feature
 * declares its own screens in its `routes.ts`; this list only gathers them.
 */
export const shellPages: RouteObject[] = [
  ...dashboardRoutes,
  ...libraryRoutes,
  ...questionBankRoutes,
  ...liveLessonRoutes,
  ...assistantRoutes,
  ...schoolConfigRoutes,
  ...planRoutes,
  ...checkRoutes,
  ...fixRoutes,
  ...resultsRoutes,
  ...studentReportsRoutes,
  ...studentPageRoutes,
  ...motivateRoutes,
  ...growthRoutes,
  ...schoolReportsRoutes,
  ...topicReportsRoutes,
  ...lessonProgressRoutes,
  ...dataExportsRoutes,
  ...classSettingsRoutes,
  ...setWorkRoutes,
  ...schoolStudentsRoutes,
  ...schoolTeachersRoutes,
  ...schoolParentsRoutes,
  ...schoolSyncRoutes,
  ...classNotificationsRoutes,
  ...studentImportRoutes,
  ...notificationsRoutes,
];
