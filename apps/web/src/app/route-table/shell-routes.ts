import type { RouteObject } from 'react-router';
import { lazyPage, planned } from './lazy-route.ts';

/** The signed-in app with the shared layout (navigation, school and class pickers). */
export const shellPages: RouteObject[] = [
  lazyPage(
    'dashboard',
    async () => (await import('../../features/dashboard/components/dashboard-page.tsx')).DashboardPage,
  ),
  // The topic library, or one quiz by its code. Listed in spec §2 among the public routes; it lives in
  // the signed-in shell because it reads the school's context, and visitors are sent to sign in first.
  lazyPage(
    'schoolQuizzes',
    async () => (await import('../../features/library/components/quiz-page.tsx')).SchoolQuizzesPage,
  ),
  lazyPage(
    'questionBank',
    async () =>
      (await import('../../features/question-bank/components/question-bank-page.tsx')).QuestionBankPage,
  ),
  planned('assistant'),
  lazyPage(
    'config',
    async () => (await import('../../features/school-config/components/config-page.tsx')).ConfigPage,
  ),
  lazyPage('plan', async () => (await import('../../features/plan/components/plan-page.tsx')).PlanPage),
  lazyPage(
    'planCalendar',
    async () => (await import('../../features/plan/components/plan-calendar-page.tsx')).PlanCalendarPage,
  ),
  lazyPage(
    'planAssignment',
    async () => (await import('../../features/plan/components/assignment-page.tsx')).AssignmentPage,
  ),
  lazyPage('check', async () => (await import('../../features/check/components/check-page.tsx')).CheckPage),
  lazyPage('fix', async () => (await import('../../features/fix/components/fix-page.tsx')).FixPage),
  lazyPage(
    'fixAssignment',
    async () => (await import('../../features/fix/components/fix-assignment-page.tsx')).FixAssignmentPage,
  ),
  lazyPage(
    'assignment',
    async () =>
      (await import('../../features/results/components/assignment-results-page.tsx')).AssignmentResultsPage,
  ),
  lazyPage(
    'assignmentQuestion',
    async () =>
      (await import('../../features/results/components/assignment-question-page.tsx')).AssignmentQuestionPage,
  ),
  lazyPage(
    'assignmentStudent',
    async () => (await import('../../features/results/components/student-review-page.tsx')).StudentReviewPage,
  ),
  lazyPage(
    'independentStudy',
    async () =>
      (await import('../../features/results/components/independent-study-page.tsx')).IndependentStudyPage,
  ),
  lazyPage(
    'independentStudyQuestion',
    async () =>
      (await import('../../features/results/components/independent-study-page.tsx'))
        .IndependentStudyQuestionPage,
  ),
  lazyPage(
    'students',
    async () =>
      (await import('../../features/student-reports/components/students-list-page.tsx')).StudentsListPage,
  ),
  lazyPage(
    'studentsEffort',
    async () =>
      (await import('../../features/student-reports/components/students-effort-page.tsx')).StudentsEffortPage,
  ),
  lazyPage(
    'studentsProficiency',
    async () =>
      (await import('../../features/student-reports/components/students-proficiency-page.tsx'))
        .StudentsProficiencyPage,
  ),
  lazyPage(
    'student',
    async () => (await import('../../features/student-page/components/student-page.tsx')).StudentPage,
  ),
  lazyPage(
    'motivate',
    async () => (await import('../../features/motivate/components/motivate-page.tsx')).MotivatePage,
  ),
  lazyPage(
    'classLeague',
    async () => (await import('../../features/motivate/components/class-league-page.tsx')).ClassLeaguePage,
  ),
  lazyPage(
    'schoolLeague',
    async () => (await import('../../features/motivate/components/school-league-page.tsx')).SchoolLeaguePage,
  ),
  lazyPage(
    'groupLeague',
    async () => (await import('../../features/motivate/components/group-league-page.tsx')).GroupLeaguePage,
  ),
  lazyPage(
    'studentsBaseline',
    async () =>
      (await import('../../features/growth/components/students-baseline-page.tsx')).StudentsBaselinePage,
  ),
  lazyPage(
    'studentsGrowth',
    async () =>
      (await import('../../features/growth/components/students-growth-page.tsx')).StudentsGrowthPage,
  ),
  lazyPage(
    'reportsGrowth',
    async () => (await import('../../features/growth/components/school-growth-report.tsx')).ReportsGrowthPage,
  ),
  lazyPage(
    'reportsBaseline',
    async () =>
      (await import('../../features/growth/components/school-growth-report.tsx')).ReportsBaselinePage,
  ),
  lazyPage(
    'reports',
    async () =>
      (await import('../../features/school-reports/components/reports-index-page.tsx')).ReportsIndexPage,
  ),
  lazyPage(
    'reportsSchool',
    async () =>
      (await import('../../features/school-reports/components/school-report-page.tsx')).SchoolReportPage,
  ),
  lazyPage(
    'reportsClasses',
    async () =>
      (await import('../../features/school-reports/components/classes-report-page.tsx')).ClassesReportPage,
  ),
  lazyPage(
    'reportsGroup',
    async () =>
      (await import('../../features/school-reports/components/group-report-page.tsx')).GroupReportPage,
  ),
  lazyPage(
    'settings',
    async () =>
      (await import('../../features/class-settings/components/class-settings-page.tsx')).ClassSettingsPage,
  ),
  lazyPage(
    'settingsClass',
    async () => (await import('../../features/class-settings/components/class-edit-page.tsx')).ClassEditPage,
  ),
  lazyPage(
    'settingsAssignments',
    async () =>
      (await import('../../features/set-work/components/assignment-settings-page.tsx'))
        .AssignmentSettingsPage,
  ),
  lazyPage(
    'settingsStudents',
    async () =>
      (await import('../../features/school-students/components/school-students-page.tsx')).SchoolStudentsPage,
  ),
  lazyPage(
    'settingsStudentsAddClasses',
    async () =>
      (await import('../../features/school-students/components/student-classes-page.tsx'))
        .StudentAddClassesPage,
  ),
  lazyPage(
    'settingsStudentsManageClasses',
    async () =>
      (await import('../../features/school-students/components/student-classes-page.tsx'))
        .StudentManageClassesPage,
  ),
  lazyPage(
    'settingsScopeStudents',
    async () =>
      (await import('../../features/school-students/components/school-students-page.tsx')).SchoolStudentsPage,
  ),
  lazyPage(
    'settingsScopeStudentsAddClasses',
    async () =>
      (await import('../../features/school-students/components/student-classes-page.tsx'))
        .StudentAddClassesPage,
  ),
  lazyPage(
    'settingsScopeStudentsManageClasses',
    async () =>
      (await import('../../features/school-students/components/student-classes-page.tsx'))
        .StudentManageClassesPage,
  ),
  lazyPage(
    'settingsTeachers',
    async () =>
      (await import('../../features/school-teachers/components/school-teachers-page.tsx')).SchoolTeachersPage,
  ),
  lazyPage(
    'settingsTeachersAddClasses',
    async () =>
      (await import('../../features/school-teachers/components/teacher-classes-page.tsx'))
        .TeacherAddClassesPage,
  ),
  lazyPage(
    'settingsTeachersManageClasses',
    async () =>
      (await import('../../features/school-teachers/components/teacher-classes-page.tsx'))
        .TeacherManageClassesPage,
  ),
  lazyPage(
    'settingsScopeTeachers',
    async () =>
      (await import('../../features/school-teachers/components/school-teachers-page.tsx')).SchoolTeachersPage,
  ),
  lazyPage(
    'settingsScopeTeachersAddClasses',
    async () =>
      (await import('../../features/school-teachers/components/teacher-classes-page.tsx'))
        .TeacherAddClassesPage,
  ),
  lazyPage(
    'settingsScopeTeachersManageClasses',
    async () =>
      (await import('../../features/school-teachers/components/teacher-classes-page.tsx'))
        .TeacherManageClassesPage,
  ),
  lazyPage(
    'settingsParents',
    async () =>
      (await import('../../features/school-parents/components/school-parents-page.tsx')).SchoolParentsPage,
  ),
  lazyPage(
    'settingsClasses',
    async () =>
      (await import('../../features/class-settings/components/school-classes-page.tsx')).SchoolClassesPage,
  ),
  lazyPage(
    'settingsSync',
    async () => (await import('../../features/school-sync/components/school-sync-page.tsx')).SchoolSyncPage,
  ),
  lazyPage(
    'classNotifications',
    async () =>
      (await import('../../features/class-notifications/components/class-notifications-page.tsx'))
        .ClassNotificationsPage,
  ),
  lazyPage(
    'uploads',
    async () =>
      (await import('../../features/student-import/components/import-students-page.tsx')).ImportStudentsPage,
  ),
  lazyPage(
    'notifications',
    async () =>
      (await import('../../features/notifications/components/notifications-page.tsx')).NotificationsPage,
  ),
  lazyPage(
    'teacher',
    async () =>
      (await import('../../features/school-teachers/components/teacher-profile-page.tsx')).TeacherProfilePage,
  ),
];
