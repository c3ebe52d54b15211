/** Every HTTP path the web app calls, built in one place so client and server agree. */
export const apiPaths = {
  login: '/api/v3/tokens/login-redirect',
  access: '/api/v3/tokens/access',
  tokenRedirect: '/api/v3/tokens/redirect',
  revoke: '/api/v3/tokens/revoke',
  me: '/api/v4/users/me',
  user: (id: number | string) => `/api/v3/users/${id}`,
  userState: (id: number | string) => `/api/v3/users/${id}/state`,
  heartbeat: (id: number | string) => `/api/v3/users/${id}/heartbeat`,
  users: '/api/v3/users',
  emailConfirmations: '/api/v3/email-confirmations',
  emailConfirmation: (code: string) => `/api/v3/email-confirmations/${code}`,
  passwordResets: '/api/v3/password-resets',
  emailPreferences: '/api/v3/email-preferences',
  myEmailPreferences: '/api/v3/users/me/email-preferences',
  myEmailChange: '/api/v3/users/me/email-change',
  /** DELETE: the signed-in user deletes their own account. */
  myAccount: '/api/v3/users/me',
  userPassword: (id: number | string) => `/api/v3/users/${id}/password`,
  passwordReset: (code: string) => `/api/v3/password-resets/${code}`,
} as const;

/** The spec's "Quizzes and topics" calls (§7), and their B2B variants for partners. */
export const contentPaths = {
  collections: '/api/v3/topic-pathway-collections',
  topicSearch: '/api/v3/topic-pathway-collections/search',
  topicUnit: (id: number | string) => `/api/v3/topic-units/${id}`,
  topicTags: '/api/v3/topic-tags',
  yearGroups: '/api/v3/year-groups',
  quizzes: '/api/v3/quizzes',
  quiz: (id: number | string) => `/api/v3/quizzes/${id}`,
  quizQuestions: (id: number | string) => `/api/v3/quizzes/${id}/questions`,
  question: (id: number | string) => `/api/v3/questions/${id}`,
  topicPathwayQuiz: (shortCode: string) => `/api/v3/topic-pathway-quizs/${shortCode}`,
  schemes: '/api/v3/schemes',
  scheme: (id: number | string) => `/api/v3/schemes/${id}`,
  partnerTopicSearch: '/api/v3/b2b/topic-pathway-collections/search',
  partnerTopicPathwayQuiz: (shortCode: string) => `/api/v3/b2b/topic-pathway-quizs/${shortCode}`,
  partnerQuiz: (id: number | string) => `/api/v3/b2b/quizzes/${id}`,
} as const;

/** Set work (spec §7 "Assignments" and "Retrieval practice"), the plan list, calendar and homework insights. */
export const assignmentPaths = {
  assignment: (id: number | string) => `/api/v3/assignments/${id}`,
  quizAssignments: (quizId: number | string) => `/api/v3/quizzes/${quizId}/assignments`,
  prerequisiteAssignment: '/api/v3/assignments/prerequisite-assignment',
  schemeAssignments: '/api/v3/scheme-assignments',
  schoolAssignments: (schoolId: number | string) => `/api/v3/schools/${schoolId}/assignments`,
  schoolCalendar: (schoolId: number | string) => `/api/v3/schools/${schoolId}/assignments/calendar`,
  homeworkInsights: (schoolId: number | string) => `/api/v5/schools/${schoolId}/homework-insights`,
  assignmentSettings: (schoolId: number | string) => `/api/v3/schools/${schoolId}/assignment-settings`,
  retrievalPracticeRecommendations: (groupId: number | string) =>
    `/api/v3/groups/${groupId}/retrieval-practice/recommendations`,
  groupRetrievalPracticeAssignments: (groupId: number | string) =>
    `/api/v3/groups/${groupId}/retrieval-practice-assignments`,
  retrievalPracticeAssignment: (id: number | string) => `/api/v3/retrieval-practice-assignments/${id}`,
  retrievalPracticeInsights: (id: number | string) => `/api/v3/retrieval-practice-assignments/${id}/insights`,
  deleteRetrievalPracticeAssignment: (id: number | string) => `/api/v5/retrieval-practice-assignments/${id}`,
  /** Spec §7 "Assignments: predicted scores" (issue 14): the measurement model's expected score per student. */
  predictedScores: (id: number | string) => `/api/v3/assignments/${id}/predicted-scores`,
} as const;

/** A teacher's notifications and the navigation badges (spec §7 "Notifications", §3 "Navigation context"). */
export const notificationPaths = {
  userNotifications: (userId: number | string) => `/api/v3/users/${userId}/notifications`,
  notification: (id: number | string) => `/api/v3/notifications/${id}`,
  /** Not in spec §7 (it names only the list and one notification's PUT): mark all read in one school. */
  markAllRead: (userId: number | string) => `/api/v3/users/${userId}/notifications/read`,
  navigationContext: (userId: number | string) => `/api/v3/users/${userId}/navigation-context`,
} as const;

/** Students doing their work (issue 5): their assignments, quiz sessions, answers, and the live answer feed. */
export const quizSessionPaths = {
  myAssignments: '/api/v3/students/me/assignments',
  assignmentQuizSessions: (assignmentId: number | string) =>
    `/api/v3/assignments/${assignmentId}/quiz-sessions`,
  quizSession: (id: number | string) => `/api/v3/quiz-sessions/${id}`,
  answers: (id: number | string) => `/api/v3/quiz-sessions/${id}/answers`,
  finish: (id: number | string) => `/api/v3/quiz-sessions/${id}/finish`,
  dynamicQuizSessions: '/api/v3/dynamic-quiz-sessions',
  realtimeToken: '/api/v3/realtime/token',
  realtime: '/api/v3/realtime',
} as const;

/** A class's own collections (spec §7 "Groups"). */
export const groupPaths = {
  students: (groupId: number | string) => `/api/v3/groups/${groupId}/students`,
  invitation: (groupId: number | string) => `/api/v3/groups/${groupId}/invitation`,
  group: (groupId: number | string) => `/api/v3/groups/${groupId}`,
  teachers: (groupId: number | string) => `/api/v3/groups/${groupId}/teachers`,
  addStudents: (groupId: number | string) => `/api/v3/groups/${groupId}/students/add-collection`,
  removeStudents: (groupId: number | string) => `/api/v3/groups/${groupId}/students/remove-collection`,
  moveStudents: (groupId: number | string) => `/api/v3/groups/${groupId}/students/move`,
  /** A teacher's classes (the teacher is a school membership: the spec's teacherId). */
  teacherGroups: (teacherId: number | string) => `/api/v4/teachers/${teacherId}/groups`,
} as const;

/** Schools, joining one, and their classes (spec §7 "Schools"). */
export const schoolPaths = {
  schools: '/api/v3/schools',
  school: (schoolId: number | string) => `/api/v3/schools/${schoolId}`,
  teachers: (schoolId: number | string) => `/api/v3/schools/${schoolId}/teachers`,
  myMembership: (schoolId: number | string) => `/api/v3/schools/${schoolId}/teachers/me`,
  teacher: (schoolId: number | string, teacherId: number | string) =>
    `/api/v3/schools/${schoolId}/teachers/${teacherId}`,
  removeTeachers: (schoolId: number | string) => `/api/v3/schools/${schoolId}/teachers/remove-collection`,
  teacherInvitations: (schoolId: number | string) => `/api/v3/schools/${schoolId}/teachers/invitations`,
  teacherClassMemberships: (schoolId: number | string) =>
    `/api/v3/schools/${schoolId}/teachers/class-memberships`,
  groups: (schoolId: number | string) => `/api/v3/schools/${schoolId}/groups`,
} as const;

/** The head of department's reports (spec §7 Reports; issue 14 point 5; decision 0018). */
export const schoolReportPaths = {
  school: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/school`,
  schoolCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/school/csv`,
  classes: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/classes`,
  classesCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/classes/csv`,
  groups: (schoolId: number | string) => `/api/v3/schools/${schoolId}/reports/groups`,
  group: (schoolId: number | string, groupId: number | string) =>
    `/api/v3/schools/${schoolId}/reports/groups/${groupId}`,
  groupCsv: (schoolId: number | string, groupId: number | string) =>
    `/api/v3/schools/${schoolId}/reports/groups/${groupId}/csv`,
} as const;

/** Invitation codes (spec §7 "Invitations"). */
export const invitationPaths = {
  invitation: (code: string) => `/api/v3/invitations/${code}`,
  students: (code: string) => `/api/v3/invitations/${code}/students`,
  teachers: (code: string) => `/api/v3/invitations/${code}/teachers`,
  users: (code: string) => `/api/v3/invitations/${code}/users`,
} as const;

/** Topic flows (issue 5, spec §7 "Second service (v1)"): flow generator sessions and their responses. */
export const flowPaths = {
  sessions: '/flow/v1/flow-generator-sessions',
  session: (id: number | string) => `/flow/v1/flow-generator-sessions/${id}`,
  responses: (id: number | string) => `/flow/v1/flow-generator-sessions/${id}/responses`,
} as const;

/** Check and fix (issue 6): results grids, insights by student, class and question, fixes, marks, feedback. */
export const insightPaths = {
  teacherInsights: (id: number | string) => `/api/v3/assignments/${id}/insights/teacher`,
  teacherInsightsExport: (id: number | string) => `/api/v3/assignments/${id}/insights/teacher/export`,
  studentInsights: (id: number | string, studentId: number | string) =>
    `/api/v3/assignments/${id}/insights/students/${studentId}`,
  groupInsights: (id: number | string, groupId: number | string) =>
    `/api/v3/assignments/${id}/insights/groups/${groupId}`,
  questionInsights: (id: number | string, questionId: number | string) =>
    `/api/v3/assignments/${id}/questions/${questionId}/insights`,
  consolidatedInsights: (schoolId: number | string) => `/api/v3/schools/${schoolId}/consolidated-insights`,
  quizInsights: (quizId: number | string) => `/api/v3/quizzes/${quizId}/quiz-insights`,
  quizQuestionInsights: (quizId: number | string, questionId: number | string) =>
    `/api/v3/quizzes/${quizId}/quiz-insights/questions/${questionId}`,
  answers: (id: number | string) => `/api/v3/assignments/${id}/answers`,
  misconceptions: (id: number | string) => `/api/v3/assignments/${id}/misconceptions`,
  fixAssignments: (id: number | string) => `/api/v3/assignments/${id}/fix-assignments`,
  markCorrection: (id: number | string, questionId: number | string) =>
    `/api/v3/assignments/${id}/questions/${questionId}/mark`,
  answerFeedback: (studentAnswerId: number | string) => `/api/v3/answers/${studentAnswerId}/feedback`,
} as const;

/** A student's review of their work and their notifications of teachers' comments (issue 11). */
export const reviewPaths = {
  myReview: (assignmentId: number | string) => `/api/v3/assignments/${assignmentId}/review`,
  /** Marks the teachers' comments on the caller's answers to this work as read. */
  myReviewRead: (assignmentId: number | string) => `/api/v3/assignments/${assignmentId}/review/read`,
  myNotifications: '/api/v3/students/me/notifications',
} as const;

/** A school's students (issue 13, spec §7 "Schools"): the list, its CSV, archiving some and un-archiving them. */
export const schoolStudentPaths = {
  students: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students`,
  export: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/export`,
  archive: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/archive-collection`,
  unArchive: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/un-archive-collection`,
  student: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}`,
  password: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/password`,
  classMemberships: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/class-memberships`,
  validateImport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/validate-import`,
  collection: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/collection`,
  signInSlips: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/sign-in-slips`,
} as const;

/** Issue 14: the students' reports (spec §2 students with effort and proficiency; §7 Reports), each with its CSV. */
export const studentReportPaths = {
  overview: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/overview`,
  overviewExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/overview/export`,
  effort: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/effort`,
  effortExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/effort/export`,
  proficiency: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/proficiency`,
  proficiencyExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/students/proficiency/export`,
} as const;

/** Issue 13: a school's parents and the links to their children; the roster's health and import history. */
export const schoolParentPaths = {
  parents: (schoolId: number | string) => `/api/v3/schools/${schoolId}/parents`,
  coverage: (schoolId: number | string) => `/api/v3/schools/${schoolId}/parents/coverage`,
  link: (schoolId: number | string, parentId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/parents/${parentId}/students/${studentId}`,
} as const;

export const schoolSyncPaths = {
  studentImports: (schoolId: number | string) => `/api/v3/schools/${schoolId}/student-imports`,
  rosterHealth: (schoolId: number | string) => `/api/v3/schools/${schoolId}/roster-health`,
} as const;

/** Issue 13: a school's details and leagues switch, and a teacher's messages to a class. */
export const schoolSettingsPaths = {
  motivationalFeatures: (schoolId: number | string) => `/api/v3/schools/${schoolId}/motivational-features`,
  classMessages: (groupId: number | string) => `/api/v3/groups/${groupId}/teacher-group-notifications`,
  validateClassMessage: (groupId: number | string) =>
    `/api/v3/groups/${groupId}/teacher-group-notifications/validate`,
} as const;

/** Issue 14 point 6: the student page, one call per tab (spec §2 `/{schoolId}/students/{studentId}/*`). */
export const studentProfilePaths = {
  profile: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile`,
  topicsExport: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/topics/export`,
  misconceptions: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/misconceptions`,
  work: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/work`,
  predictions: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/predictions`,
  effort: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/profile/effort`,
} as const;

/** Spec §7 Reports "completion summaries" and "weekly insights" (issue 14, decision 0019). */
export const weeklyInsightPaths = {
  completionSummaries: (groupId: number | string) => `/api/v3/groups/${groupId}/completion-summaries`,
  myWeeklyInsights: '/api/v3/users/me/weekly-insights',
} as const;

/** Issue 14: league tables on effort (spec §7 "school and class league insights"), each with its CSV. */
export const leaguePaths = {
  classLeague: (schoolId: number | string, groupId: number | string) =>
    `/api/v3/schools/${schoolId}/leagues/classes/${groupId}`,
  classLeagueExport: (schoolId: number | string, groupId: number | string) =>
    `/api/v3/schools/${schoolId}/leagues/classes/${groupId}/export`,
  schoolLeague: (schoolId: number | string) => `/api/v3/schools/${schoolId}/leagues/school`,
  schoolLeagueExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/leagues/school/export`,
  groupLeague: (schoolId: number | string) => `/api/v3/schools/${schoolId}/leagues/groups`,
  groupLeagueExport: (schoolId: number | string) => `/api/v3/schools/${schoolId}/leagues/groups/export`,
  myClassLeague: '/api/v3/students/me/class-league',
} as const;

/** The question bank as teachers browse it, custom quizzes set from it, and quiz inferences (issue 14). */
export const questionBankPaths = {
  questions: '/api/v3/questions',
  filters: '/api/v3/questions/filters',
  setQuestions: '/api/v3/question-assignments',
  inferences: '/api/v3/quiz-inferences/generate',
  inferencesCsv: '/api/v3/quiz-inferences/generate-csv',
} as const;

/** Issue 14 point 4: baseline and growth (decision 0017). */
export const growthPaths = {
  growth: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth`,
  growthCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth.csv`,
  growthPdf: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth.pdf`,
  baseline: (schoolId: number | string) => `/api/v3/schools/${schoolId}/baseline`,
  baselineCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/baseline.csv`,
  growthByClass: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth/classes`,
  growthByClassCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth/classes.csv`,
  /** One student's baseline and growth in every strand (the student page's growth tab). */
  studentGrowth: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/growth`,
  /** One student's growth PDF page for one strand. */
  studentGrowthPdf: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/growth.pdf`,
} as const;
