import { isLocalPath as isLocalPathRule } from '@mathsight/contract/auth-rules.ts';
import { generatePath, matchPath } from 'react-router';
import { TUTOR_ORIGIN } from '../config/constants.ts';
import type { StudentPageTab } from './student-page-tabs.ts';

/**
 * Every route path of the app (spec §2), in one place: the route table is built from these
 * patterns and every link is built by the helpers below, so a route is renamed once.
 * Features import this from shared, since they may not import the app layer that owns the table.
 */
export const routePatterns = {
  // Public
  home: '/',
  unsubscribe: '/unsubscribe',
  loginRedirect: '/loginredirect',
  login: '/login',
  forgotPassword: '/login/forgot-password',
  resetPassword: '/login/reset-password/:resetCode',
  signup: '/signup',
  signupTeacher: '/signup/teacher',
  signupRole: '/signup/:userRole',
  signupInviteCode: '/signup/:userRole/invite-code',
  signupNew: '/signup/:userRole/new',
  signupConfirm: '/signup/confirm',
  oauthLogin: '/oauth-login',
  logout: '/logout',
  account: '/account',
  styleGuide: '/style-guide',
  flowTemplate: '/flow-template/:templateSlug/:flowType/:topicPathwayQuizId?/:questionSequence?',
  topicSession: '/topic-session/:flowGeneratorSessionId',
  quizzes: '/quizzes/:shortCode?',
  schoolQuizzes: '/:schoolId/quizzes/:shortCode?',
  /** The question bank (issue 14): find, preview and set questions. */
  questionBank: '/:schoolId/questions',

  // Redirects
  legacyHome: '/c',
  signupNewTeacher: '/signup/new/teacher',
  signupTeacherChoice: '/signup/teacher/choice',
  signupNewStudent: '/signup/new/student',
  collections: '/:schoolId/collections/:collectionId?',
  teachersRedirect: '/:schoolId/teachers',
  classesRedirect: '/:schoolId/classes',
  analyticsBaseline: '/:schoolId/analytics/baseline',
  analyticsGrowth: '/:schoolId/analytics/growth',
  analyticsSchool: '/:schoolId/analytics/school',
  analyticsGroup: '/:schoolId/analytics/group',
  analyticsOther: '/:schoolId/analytics/*',
  tutor: '/tutor/*',

  // Signed in: the modal (focused) layout
  topicFluency: '/topic/dr/:topicPathwayQuizId/:flowGeneratorSessionId?',
  topicDiagnostic: '/topic/d/:topicPathwayQuizId/:flowGeneratorSessionId?',
  quizSession: '/quiz-session/:quizSessionId',

  // Signed in: the shared layout
  assistant: '/assistant',
  config: '/config',
  dashboard: '/:schoolId',
  plan: '/:schoolId/plan',
  planCalendar: '/:schoolId/plan/calendar',
  planAssignment: '/:schoolId/plan/:assignmentId',
  check: '/:schoolId/check',
  fix: '/:schoolId/fix',
  fixAssignment: '/:schoolId/fix/:assignmentId',
  assignment: '/:schoolId/assignments/:assignmentId',
  assignmentQuestion: '/:schoolId/assignments/:assignmentId/questions/:questionId',
  /** A teacher's read-only view of one student's review of the work (issue 11). */
  assignmentStudent: '/:schoolId/assignments/:assignmentId/students/:studentId',
  independentStudy: '/:schoolId/independent-study/:quizId/:tab?/:questionSequence?',
  independentStudyQuestion: '/:schoolId/independent-study/:quizId/questions/:questionId',
  students: '/:schoolId/students',
  studentsEffort: '/:schoolId/students/effort',
  studentsProficiency: '/:schoolId/students/proficiency',
  studentsBaseline: '/:schoolId/students/baseline',
  studentsGrowth: '/:schoolId/students/growth',
  student: '/:schoolId/students/:studentId/*',
  motivate: '/:schoolId/motivate',
  classLeague: '/:schoolId/motivate/class-league',
  schoolLeague: '/:schoolId/motivate/school-league',
  groupLeague: '/:schoolId/motivate/group-league',
  reports: '/:schoolId/reports',
  reportsSchool: '/:schoolId/reports/school',
  reportsClasses: '/:schoolId/reports/classes',
  reportsGroup: '/:schoolId/reports/group',
  reportsGrowth: '/:schoolId/reports/growth',
  reportsBaseline: '/:schoolId/reports/baseline',
  settings: '/:schoolId/settings',
  settingsClass: '/:schoolId/settings/classes/:groupId',
  settingsAssignments: '/:schoolId/settings/assignments',
  settingsStudents: '/:schoolId/settings/students',
  settingsStudentsAddClasses: '/:schoolId/settings/students/add-classes',
  settingsStudentsManageClasses: '/:schoolId/settings/students/manage-classes',
  settingsScopeStudents: '/:schoolId/settings/:scope/students',
  settingsScopeStudentsAddClasses: '/:schoolId/settings/:scope/students/add-classes',
  settingsScopeStudentsManageClasses: '/:schoolId/settings/:scope/students/manage-classes',
  settingsTeachers: '/:schoolId/settings/teachers',
  settingsTeachersAddClasses: '/:schoolId/settings/teachers/add-classes',
  settingsTeachersManageClasses: '/:schoolId/settings/teachers/manage-classes',
  settingsScopeTeachers: '/:schoolId/settings/:scope/teachers',
  settingsScopeTeachersAddClasses: '/:schoolId/settings/:scope/teachers/add-classes',
  settingsScopeTeachersManageClasses: '/:schoolId/settings/:scope/teachers/manage-classes',
  settingsParents: '/:schoolId/settings/parents',
  settingsClasses: '/:schoolId/settings/classes',
  settingsSync: '/:schoolId/settings/sync',
  classNotifications: '/:schoolId/classes/notifications',
  uploads: '/:schoolId/uploads',
  notifications: '/:schoolId/notifications',
  teacher: '/:schoolId/teachers/:id',

  // Signed in: the other routes (a standalone layout without the navigation)
  pending: '/:schoolId/pending',
  welcome: '/welcome',
  welcomeIntro: '/welcome/intro',
  welcomeQuestion: '/welcome/question',
  schools: '/schools',
  schoolsSearch: '/schools/search',
  schoolsAdd: '/schools/add',
  schoolsJoin: '/schools/join',
  classesAdd: '/:schoolId/classes/add/*',
  classesNew: '/:schoolId/classes/new/*',
  settingsClassTeachersEdit: '/:schoolId/settings/classes/:groupId/teachers/edit',
  classStudentsEdit: '/:schoolId/classes/:groupId/students/edit',
  classStudentsMove: '/:schoolId/classes/:groupId/students/move',
  classSwitch: '/:schoolId/classes/:groupId/switch',
  classPage: '/:schoolId/classes/:groupId/:path?',

  // Signed in as a student or a parent: outside the teacher app's layouts
  studentHome: '/student',
  /** A student's read-only review of one piece of work (issue 11). */
  studentWork: '/student/work/:assignmentId',
  parentHome: '/parent',

  notFound: '*',
} as const;

export type RouteName = keyof typeof routePatterns;

type Id = number | string;
const s = (id: Id) => String(id);

/** A path with a query string; empty values are left out. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) search.set(k, v);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Builds the href of every route; the names match routePatterns. */
export const paths = {
  home: () => '/',
  unsubscribe: () => routePatterns.unsubscribe,
  /** After sign-in: goes on to `redirectTo` when it is a path in this app. */
  loginRedirect: (redirectTo?: string | null) => withQuery(routePatterns.loginRedirect, { redirectTo }),
  login: (redirectTo?: string | null) => withQuery(routePatterns.login, { redirectTo }),
  forgotPassword: () => routePatterns.forgotPassword,
  resetPassword: (resetCode: string) => generatePath(routePatterns.resetPassword, { resetCode }),
  signup: () => routePatterns.signup,
  signupTeacher: () => routePatterns.signupTeacher,
  signupRole: (userRole: string) => generatePath(routePatterns.signupRole, { userRole }),
  signupInviteCode: (userRole: string) => generatePath(routePatterns.signupInviteCode, { userRole }),
  signupNew: (userRole: string) => generatePath(routePatterns.signupNew, { userRole }),
  signupConfirm: () => routePatterns.signupConfirm,
  oauthLogin: () => routePatterns.oauthLogin,
  logout: () => routePatterns.logout,
  account: () => routePatterns.account,
  styleGuide: () => routePatterns.styleGuide,
  flowTemplate: (templateSlug: string, flowType: string, topicPathwayQuizId?: Id, questionSequence?: Id) =>
    generatePath(routePatterns.flowTemplate, {
      templateSlug,
      flowType,
      topicPathwayQuizId: topicPathwayQuizId === undefined ? null : s(topicPathwayQuizId),
      questionSequence: questionSequence === undefined ? null : s(questionSequence),
    }),
  topicSession: (flowGeneratorSessionId: Id) =>
    generatePath(routePatterns.topicSession, { flowGeneratorSessionId: s(flowGeneratorSessionId) }),
  quizzes: (shortCode?: string) => generatePath(routePatterns.quizzes, { shortCode: shortCode ?? null }),
  schoolQuizzes: (schoolId: Id, shortCode?: string) =>
    generatePath(routePatterns.schoolQuizzes, { schoolId: s(schoolId), shortCode: shortCode ?? null }),
  questionBank: (schoolId: Id) => generatePath(routePatterns.questionBank, { schoolId: s(schoolId) }),
  /** The external tutor site keeps the path it was asked for. */
  tutor: (pathAndQuery: string) => `${TUTOR_ORIGIN}${pathAndQuery}`,

  topicFluency: (topicPathwayQuizId: Id, flowGeneratorSessionId?: Id) =>
    generatePath(routePatterns.topicFluency, {
      topicPathwayQuizId: s(topicPathwayQuizId),
      flowGeneratorSessionId: flowGeneratorSessionId === undefined ? null : s(flowGeneratorSessionId),
    }),
  topicDiagnostic: (topicPathwayQuizId: Id, flowGeneratorSessionId?: Id) =>
    generatePath(routePatterns.topicDiagnostic, {
      topicPathwayQuizId: s(topicPathwayQuizId),
      flowGeneratorSessionId: flowGeneratorSessionId === undefined ? null : s(flowGeneratorSessionId),
    }),
  quizSession: (quizSessionId: Id) =>
    generatePath(routePatterns.quizSession, { quizSessionId: s(quizSessionId) }),

  assistant: () => routePatterns.assistant,
  config: () => routePatterns.config,
  /** The school home; `modal` opens one of its dialogs (e.g. SET_WORK_TOPICS_MODAL). */
  dashboard: (schoolId: Id, query: { modal?: string; collectionId?: string } = {}) =>
    withQuery(generatePath(routePatterns.dashboard, { schoolId: s(schoolId) }), query),
  plan: (schoolId: Id) => generatePath(routePatterns.plan, { schoolId: s(schoolId) }),
  planCalendar: (schoolId: Id) => generatePath(routePatterns.planCalendar, { schoolId: s(schoolId) }),
  planAssignment: (schoolId: Id, assignmentId: Id) =>
    generatePath(routePatterns.planAssignment, { schoolId: s(schoolId), assignmentId: s(assignmentId) }),
  check: (schoolId: Id) => generatePath(routePatterns.check, { schoolId: s(schoolId) }),
  fix: (schoolId: Id, assignmentId?: Id) =>
    assignmentId === undefined
      ? generatePath(routePatterns.fix, { schoolId: s(schoolId) })
      : generatePath(routePatterns.fixAssignment, { schoolId: s(schoolId), assignmentId: s(assignmentId) }),
  /** One work's fix screen, with the students chosen on the results or the misconception to tick (readFixSearch). */
  fixAssignment: (
    schoolId: Id,
    assignmentId: Id,
    { students, misconceptionId }: { students?: readonly number[]; misconceptionId?: number | null } = {},
  ) => {
    const path = generatePath(routePatterns.fixAssignment, {
      schoolId: s(schoolId),
      assignmentId: s(assignmentId),
    });
    // Written out rather than through URLSearchParams, which would turn the list's commas into %2C.
    const query = [
      ...(students && students.length > 0 ? [`students=${students.join(',')}`] : []),
      ...(misconceptionId ? [`misconceptionId=${misconceptionId}`] : []),
    ];
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  },
  assignment: (schoolId: Id, assignmentId: Id) =>
    generatePath(routePatterns.assignment, { schoolId: s(schoolId), assignmentId: s(assignmentId) }),
  assignmentStudent: (schoolId: Id, assignmentId: Id, studentId: Id) =>
    generatePath(routePatterns.assignmentStudent, {
      schoolId: s(schoolId),
      assignmentId: s(assignmentId),
      studentId: s(studentId),
    }),
  assignmentQuestion: (schoolId: Id, assignmentId: Id, questionId: Id) =>
    generatePath(routePatterns.assignmentQuestion, {
      schoolId: s(schoolId),
      assignmentId: s(assignmentId),
      questionId: s(questionId),
    }),
  independentStudy: (schoolId: Id, quizId: Id, tab?: string, questionSequence?: Id) =>
    generatePath(routePatterns.independentStudy, {
      schoolId: s(schoolId),
      quizId: s(quizId),
      tab: tab ?? null,
      questionSequence: questionSequence === undefined ? null : s(questionSequence),
    }),
  independentStudyQuestion: (schoolId: Id, quizId: Id, questionId: Id) =>
    generatePath(routePatterns.independentStudyQuestion, {
      schoolId: s(schoolId),
      quizId: s(quizId),
      questionId: s(questionId),
    }),
  students: (schoolId: Id) => generatePath(routePatterns.students, { schoolId: s(schoolId) }),
  studentsEffort: (schoolId: Id) => generatePath(routePatterns.studentsEffort, { schoolId: s(schoolId) }),
  studentsProficiency: (schoolId: Id) =>
    generatePath(routePatterns.studentsProficiency, { schoolId: s(schoolId) }),
  studentsBaseline: (schoolId: Id) => generatePath(routePatterns.studentsBaseline, { schoolId: s(schoolId) }),
  studentsGrowth: (schoolId: Id) => generatePath(routePatterns.studentsGrowth, { schoolId: s(schoolId) }),
  student: (schoolId: Id, studentId: Id, rest = '') =>
    generatePath(routePatterns.student, { schoolId: s(schoolId), studentId: s(studentId), '*': rest }),
  /** One tab of the student page (issue 14 point 6); topics, the default, has no sub-path. */
  studentTab: (schoolId: Id, studentId: Id, tab: StudentPageTab = 'topics') =>
    generatePath(routePatterns.student, {
      schoolId: s(schoolId),
      studentId: s(studentId),
      '*': tab === 'topics' ? '' : tab,
    }),
  motivate: (schoolId: Id) => generatePath(routePatterns.motivate, { schoolId: s(schoolId) }),
  classLeague: (schoolId: Id) => generatePath(routePatterns.classLeague, { schoolId: s(schoolId) }),
  schoolLeague: (schoolId: Id) => generatePath(routePatterns.schoolLeague, { schoolId: s(schoolId) }),
  groupLeague: (schoolId: Id) => generatePath(routePatterns.groupLeague, { schoolId: s(schoolId) }),
  reports: (schoolId: Id) => generatePath(routePatterns.reports, { schoolId: s(schoolId) }),
  reportsSchool: (schoolId: Id) => generatePath(routePatterns.reportsSchool, { schoolId: s(schoolId) }),
  reportsClasses: (schoolId: Id) => generatePath(routePatterns.reportsClasses, { schoolId: s(schoolId) }),
  /** One class in depth; `groupId` chooses the class (the report's picker). */
  reportsGroup: (schoolId: Id, groupId?: Id | null) =>
    withQuery(generatePath(routePatterns.reportsGroup, { schoolId: s(schoolId) }), {
      groupId: groupId ? s(groupId) : null,
    }),
  reportsGrowth: (schoolId: Id) => generatePath(routePatterns.reportsGrowth, { schoolId: s(schoolId) }),
  reportsBaseline: (schoolId: Id) => generatePath(routePatterns.reportsBaseline, { schoolId: s(schoolId) }),
  settings: (schoolId: Id) => generatePath(routePatterns.settings, { schoolId: s(schoolId) }),
  settingsClass: (schoolId: Id, groupId: Id) =>
    generatePath(routePatterns.settingsClass, { schoolId: s(schoolId), groupId: s(groupId) }),
  settingsAssignments: (schoolId: Id) =>
    generatePath(routePatterns.settingsAssignments, { schoolId: s(schoolId) }),
  /** Students settings, for the whole school or for one scope (a department, a year group…). */
  settingsStudents: (schoolId: Id, scope?: string) =>
    scope === undefined
      ? generatePath(routePatterns.settingsStudents, { schoolId: s(schoolId) })
      : generatePath(routePatterns.settingsScopeStudents, { schoolId: s(schoolId), scope }),
  settingsTeachers: (schoolId: Id, scope?: string) =>
    scope === undefined
      ? generatePath(routePatterns.settingsTeachers, { schoolId: s(schoolId) })
      : generatePath(routePatterns.settingsScopeTeachers, { schoolId: s(schoolId), scope }),
  /** The students' or teachers' add-classes and manage-classes sub-screens, whole school or one scope. */
  settingsPeopleClasses: (
    schoolId: Id,
    who: 'students' | 'teachers',
    screen: 'add-classes' | 'manage-classes',
    scope?: string,
  ) => {
    const name =
      `${who === 'students' ? 'Students' : 'Teachers'}${screen === 'add-classes' ? 'AddClasses' : 'ManageClasses'}` as const;
    return scope === undefined
      ? generatePath(routePatterns[`settings${name}`], { schoolId: s(schoolId) })
      : generatePath(routePatterns[`settingsScope${name}`], { schoolId: s(schoolId), scope });
  },
  settingsParents: (schoolId: Id) => generatePath(routePatterns.settingsParents, { schoolId: s(schoolId) }),
  settingsClasses: (schoolId: Id) => generatePath(routePatterns.settingsClasses, { schoolId: s(schoolId) }),
  settingsSync: (schoolId: Id) => generatePath(routePatterns.settingsSync, { schoolId: s(schoolId) }),
  classNotifications: (schoolId: Id) =>
    generatePath(routePatterns.classNotifications, { schoolId: s(schoolId) }),
  uploads: (schoolId: Id) => generatePath(routePatterns.uploads, { schoolId: s(schoolId) }),
  notifications: (schoolId: Id) => generatePath(routePatterns.notifications, { schoolId: s(schoolId) }),
  teacher: (schoolId: Id, id: Id) =>
    generatePath(routePatterns.teacher, { schoolId: s(schoolId), id: s(id) }),

  pending: (schoolId: Id) => generatePath(routePatterns.pending, { schoolId: s(schoolId) }),
  welcome: () => routePatterns.welcome,
  schools: () => routePatterns.schools,
  schoolsSearch: () => routePatterns.schoolsSearch,
  schoolsAdd: () => routePatterns.schoolsAdd,
  schoolsJoin: () => routePatterns.schoolsJoin,
  classesAdd: (schoolId: Id) => generatePath(routePatterns.classesAdd, { schoolId: s(schoolId), '*': '' }),
  classesNew: (schoolId: Id) => generatePath(routePatterns.classesNew, { schoolId: s(schoolId), '*': '' }),
  settingsClassTeachersEdit: (schoolId: Id, groupId: Id) =>
    generatePath(routePatterns.settingsClassTeachersEdit, { schoolId: s(schoolId), groupId: s(groupId) }),
  classStudentsEdit: (schoolId: Id, groupId: Id) =>
    generatePath(routePatterns.classStudentsEdit, { schoolId: s(schoolId), groupId: s(groupId) }),
  classStudentsMove: (schoolId: Id, groupId: Id) =>
    generatePath(routePatterns.classStudentsMove, { schoolId: s(schoolId), groupId: s(groupId) }),
  classSwitch: (schoolId: Id, groupId: Id) =>
    generatePath(routePatterns.classSwitch, { schoolId: s(schoolId), groupId: s(groupId) }),
  classPage: (schoolId: Id, groupId: Id, path?: string) =>
    generatePath(routePatterns.classPage, { schoolId: s(schoolId), groupId: s(groupId), path: path ?? null }),

  /** Where the server's token redirect sends a student (spec §4). */
  studentHome: (group?: 'Done') =>
    group ? `${routePatterns.studentHome}?group=${group}` : routePatterns.studentHome,
  /** The student's review of one piece of work, with their teacher's comments. */
  studentWork: (assignmentId: Id) =>
    generatePath(routePatterns.studentWork, { assignmentId: s(assignmentId) }),
  /** Where the server's token redirect sends a parent (spec §4). */
  parentHome: () => routePatterns.parentHome,
};

/** A school id from the address, or null when the segment is not a positive whole number. */
export function parseSchoolId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** Pages for any signed-in user, whatever their role: lessons, lesson previews and quiz sessions. */
const OPEN_TO_EVERY_ROLE = [
  routePatterns.flowTemplate,
  routePatterns.topicSession,
  routePatterns.topicFluency,
  routePatterns.topicDiagnostic,
  routePatterns.quizSession,
];

/**
 * True when `value` is a page of this app that a student or parent may open too. One who signs in
 * to reach such a page (a lesson link from their teacher) goes on to it, not to their home.
 */
export function isOpenToEveryRole(value: string | null | undefined): value is string {
  if (!isLocalPath(value)) return false;
  const pathname = new URL(value, 'http://x').pathname;
  return OPEN_TO_EVERY_ROLE.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** True when `value` is a path inside this app, never another site (the contract's rule). */
export function isLocalPath(value: string | null | undefined): value is string {
  // The Zod-free form of the contract's LocalPathSchema: every page checks redirect targets.
  return isLocalPathRule(value);
}
