import { randomUUID } from 'node:crypto';
import { idOf, type Sample } from './access-sample.ts';
import type { AccessWorld, WorldCaller } from './access-world.ts';

/** Fresh work of class A1 (with a session of the student when they call), for calls that change or end it. */
async function freshSession(w: AccessWorld, caller: WorldCaller) {
  if (caller.name !== 'student') return w.sessionId;
  const work = await w.makeWork();
  return w.startSession(work.id, caller.headers);
}

/** Fresh work of class A1 the student has handed in (the review opens only then), else the world's work. */
async function handedIn(w: AccessWorld, caller: WorldCaller) {
  if (caller.name !== 'student') return w.work.id;
  const work = await w.makeWork();
  const sessionId = await w.startSession(work.id, caller.headers);
  await w.app.inject({
    method: 'POST',
    url: `/api/v3/quiz-sessions/${sessionId}/finish`,
    headers: caller.headers,
  });
  return work.id;
}

const answerBody = (w: AccessWorld) => ({
  questionId: w.questionId,
  letter: 'A',
  timeTakenMs: 9000,
  clientAnswerId: randomUUID(),
});

const edit = (w: AccessWorld) => ({
  name: 'Changed',
  ...w.dates(),
  groupIds: [w.classA1.id],
  feedbackMode: 'AtEnd',
  askConfidence: true,
});

/** A teacher other than the caller (the class teacher, or their colleague when the caller is the class teacher). */
const anotherTeacher = (w: AccessWorld, caller: WorldCaller) =>
  caller.name === 'classTeacher' ? w.callers.colleague.userId : w.callers.classTeacher.userId;

const SETTINGS = {
  feedbackMode: 'AtEnd',
  askConfidence: true,
  defaultDurationDays: 3,
  defaultDueTime: '09:00',
};

/** The school's pages read by any of its Confirmed teachers. */
const schoolPage = (path: (w: AccessWorld) => string): Sample => ({ request: (w) => ({ url: path(w) }) });

/** Set work, retrieval practice, notifications, the students' sessions, classes, insights, realtime. */
export const WORK_SAMPLES: Record<string, Sample> = {
  // ---------------------------------------------------------------- setting work
  'POST /api/v3/quizzes/:id/assignments': {
    request: (w) => ({
      url: `/api/v3/quizzes/${w.quiz.id}/assignments`,
      payload: { schoolId: w.school.id, groupIds: [w.classA1.id], ...w.dates() },
    }),
  },
  'POST /api/v3/assignments/prerequisite-assignment': {
    request: (w) => ({
      url: '/api/v3/assignments/prerequisite-assignment',
      payload: {
        schoolId: w.school.id,
        groupIds: [w.classA1.id],
        ...w.dates(),
        topicPathwayQuizId: w.quiz.id,
        templateSlug: 'dr',
      },
    }),
  },
  'POST /api/v3/scheme-assignments': {
    request: (w) => ({
      url: '/api/v3/scheme-assignments',
      payload: {
        schoolId: w.school.id,
        groupIds: [w.classA1.id],
        ...w.dates(),
        topicUnitQuizId: w.schemeUnit.id,
      },
    }),
  },
  'GET /api/v3/assignments/:id': { request: (w) => ({ url: `/api/v3/assignments/${w.work.id}` }) },
  'PUT /api/v3/assignments/:id': {
    request: async (w) => ({ url: `/api/v3/assignments/${(await w.makeWork()).id}`, payload: edit(w) }),
  },
  'DELETE /api/v3/assignments/:id': {
    request: async (w) => ({ url: `/api/v3/assignments/${(await w.makeWork()).id}` }),
  },
  'GET /api/v3/schools/:schoolId/assignments': schoolPage(
    (w) => `/api/v3/schools/${w.school.id}/assignments?request.filter.tab=Upcoming`,
  ),
  'GET /api/v3/schools/:schoolId/assignments/calendar': schoolPage((w) => {
    const { startDate, endDate } = w.dates();
    return `/api/v3/schools/${w.school.id}/assignments/calendar?from=${startDate}&to=${endDate}`;
  }),
  'GET /api/v5/schools/:schoolId/homework-insights': schoolPage(
    (w) => `/api/v5/schools/${w.school.id}/homework-insights`,
  ),
  'GET /api/v3/schools/:schoolId/assignment-settings': schoolPage(
    (w) => `/api/v3/schools/${w.school.id}/assignment-settings`,
  ),
  'PUT /api/v3/schools/:schoolId/assignment-settings': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/assignment-settings`, payload: SETTINGS }),
  },

  // ---------------------------------------------------------------- retrieval practice
  'GET /api/v3/groups/:groupId/retrieval-practice/recommendations': schoolPage(
    (w) => `/api/v3/groups/${w.classA1.id}/retrieval-practice/recommendations`,
  ),
  'GET /api/v3/groups/:groupId/retrieval-practice-assignments': schoolPage(
    (w) => `/api/v3/groups/${w.classA1.id}/retrieval-practice-assignments`,
  ),
  'POST /api/v3/groups/:groupId/retrieval-practice-assignments': {
    request: (w) => ({
      url: `/api/v3/groups/${w.classA1.id}/retrieval-practice-assignments`,
      payload: { ...w.dates(), questionIds: w.work.questionIds.slice(0, 1) },
    }),
  },
  'GET /api/v3/retrieval-practice-assignments/:id': {
    request: (w) => ({ url: `/api/v3/retrieval-practice-assignments/${w.retrievalPractice.id}` }),
  },
  'PUT /api/v3/retrieval-practice-assignments/:id': {
    request: async (w) => ({
      url: `/api/v3/retrieval-practice-assignments/${(await w.makeWork('RetrievalPractice')).id}`,
      payload: { ...edit(w), groupIds: undefined },
    }),
  },
  'GET /api/v3/retrieval-practice-assignments/:id/insights': {
    request: (w) => ({ url: `/api/v3/retrieval-practice-assignments/${w.retrievalPractice.id}/insights` }),
  },
  'DELETE /api/v5/retrieval-practice-assignments/:id': {
    request: async (w) => ({
      url: `/api/v5/retrieval-practice-assignments/${(await w.makeWork('RetrievalPractice')).id}`,
    }),
  },

  // ---------------------------------------------------------------- notifications
  'GET /api/v3/users/:id/notifications': {
    request: (w, caller) => ({ url: `/api/v3/users/${idOf(w, caller)}/notifications` }),
    foreign: (w, caller) => ({ url: `/api/v3/users/${anotherTeacher(w, caller)}/notifications` }),
  },
  'PUT /api/v3/notifications/:id': {
    request: (w) => ({ url: `/api/v3/notifications/${w.notificationId}`, payload: { read: true } }),
    // The notification is the class teacher's own: every other teacher gets 404 (their "own data").
    overrides: { pendingTeacher: 404, otherSchoolTeacher: 404, colleague: 404, administrator: 404 },
    own: (body, caller) => (body as { userId: number }).userId === caller.userId,
  },
  'PUT /api/v3/users/:id/notifications/read': {
    request: (w, caller) => ({
      url: `/api/v3/users/${idOf(w, caller)}/notifications/read`,
      payload: { schoolId: caller.schoolId ?? w.school.id },
    }),
    // Only in a school where the caller is Confirmed: a Pending teacher has none to mark (404).
    overrides: { pendingTeacher: 404 },
    foreign: (w, caller) => ({
      url: `/api/v3/users/${anotherTeacher(w, caller)}/notifications/read`,
      payload: { schoolId: w.school.id },
    }),
  },
  'GET /api/v3/users/:id/navigation-context': {
    request: (w, caller) => ({
      url: `/api/v3/users/${idOf(w, caller)}/navigation-context?schoolId=${caller.schoolId ?? w.school.id}`,
    }),
    // The badges are of a school where the caller is Confirmed: a Pending teacher has none (404).
    overrides: { pendingTeacher: 404 },
    foreign: (w, caller) => ({
      url: `/api/v3/users/${anotherTeacher(w, caller)}/navigation-context?schoolId=${w.school.id}`,
    }),
  },

  // ---------------------------------------------------------------- students' work
  'GET /api/v3/students/me/assignments': {
    request: () => ({ url: '/api/v3/students/me/assignments?request.filter.group=Upcoming' }),
    own: (body, _caller, w) => {
      const ids = (body as { items: Array<{ assignmentId: number }> }).items.map((i) => i.assignmentId);
      return ids.includes(w.work.id) && !ids.includes(w.classmateWork.id);
    },
  },
  'POST /api/v3/assignments/:id/quiz-sessions': {
    request: (w) => ({ url: `/api/v3/assignments/${w.work.id}/quiz-sessions` }),
    foreign: (w) => ({ url: `/api/v3/assignments/${w.classmateWork.id}/quiz-sessions` }),
  },
  'GET /api/v3/quiz-sessions/:quizSessionId': {
    request: (w) => ({ url: `/api/v3/quiz-sessions/${w.sessionId}` }),
    foreign: (w) => ({ url: `/api/v3/quiz-sessions/${w.classmate.sessionId}` }),
  },
  'POST /api/v3/quiz-sessions/:quizSessionId/answers': {
    request: async (w, caller) => ({
      url: `/api/v3/quiz-sessions/${await freshSession(w, caller)}/answers`,
      payload: answerBody(w),
    }),
    foreign: (w) => ({
      url: `/api/v3/quiz-sessions/${w.classmate.sessionId}/answers`,
      payload: answerBody(w),
    }),
  },
  'POST /api/v3/quiz-sessions/:quizSessionId/finish': {
    request: async (w, caller) => ({ url: `/api/v3/quiz-sessions/${await freshSession(w, caller)}/finish` }),
    foreign: (w) => ({ url: `/api/v3/quiz-sessions/${w.classmate.sessionId}/finish` }),
  },
  'POST /api/v3/dynamic-quiz-sessions': {
    request: (w) => ({
      url: '/api/v3/dynamic-quiz-sessions',
      payload: { topicUnitId: w.practiceQuiz.topicUnitId },
    }),
    // Independent practice starts a session of the caller's own; there is nobody else's to reach.
    own: (body) => (body as { assignmentId: number | null }).assignmentId === null,
  },

  // ---------------------------------------------------------------- a student's review (issue 11)
  'GET /api/v3/assignments/:id/review': {
    request: async (w, caller) => ({ url: `/api/v3/assignments/${await handedIn(w, caller)}/review` }),
    foreign: (w) => ({ url: `/api/v3/assignments/${w.classmateWork.id}/review` }),
  },
  'PUT /api/v3/assignments/:id/review/read': {
    request: async (w, caller) => ({ url: `/api/v3/assignments/${await handedIn(w, caller)}/review/read` }),
    foreign: (w) => ({ url: `/api/v3/assignments/${w.classmateWork.id}/review/read` }),
  },
  'GET /api/v3/students/me/notifications': {
    request: () => ({ url: '/api/v3/students/me/notifications' }),
    // The caller's own comments only: the world has none on anyone's answers, so the list is empty.
    own: (body) => Array.isArray((body as { items: unknown[] }).items),
  },

  // ---------------------------------------------------------------- classes
  'GET /api/v3/groups/:groupId/students': schoolPage((w) => `/api/v3/groups/${w.classA1.id}/students`),
  'POST /api/v3/groups/:groupId/students': {
    request: (w) => ({
      url: `/api/v3/groups/${w.classA1.id}/students`,
      payload: { students: [{ firstName: 'Zoë', lastName: "O'Brien" }] },
    }),
  },

  // ---------------------------------------------------------------- predicted scores (issue 14)
  'GET /api/v3/assignments/:id/predicted-scores': schoolPage(
    (w) => `/api/v3/assignments/${w.work.id}/predicted-scores`,
  ),

  // ---------------------------------------------------------------- check and fix
  'GET /api/v3/assignments/:id/insights/teacher': schoolPage(
    (w) => `/api/v3/assignments/${w.work.id}/insights/teacher`,
  ),
  'GET /api/v3/assignments/:id/insights/teacher/export': schoolPage(
    (w) => `/api/v3/assignments/${w.work.id}/insights/teacher/export?format=csv`,
  ),
  'GET /api/v3/assignments/:id/insights/students/:studentId': schoolPage(
    (w) => `/api/v3/assignments/${w.work.id}/insights/students/${w.student.studentId}`,
  ),
  'GET /api/v3/assignments/:id/insights/groups/:groupId': schoolPage(
    (w) => `/api/v3/assignments/${w.work.id}/insights/groups/${w.classA1.id}`,
  ),
  'GET /api/v3/assignments/:id/questions/:questionId/insights': schoolPage(
    (w) => `/api/v3/assignments/${w.work.id}/questions/${w.questionId}/insights`,
  ),
  'GET /api/v3/schools/:schoolId/consolidated-insights': schoolPage(
    (w) => `/api/v3/schools/${w.school.id}/consolidated-insights`,
  ),
  'GET /api/v3/quizzes/:quizId/quiz-insights': schoolPage(
    (w) => `/api/v3/quizzes/${w.quiz.id}/quiz-insights?schoolId=${w.school.id}`,
  ),
  'GET /api/v3/quizzes/:quizId/quiz-insights/questions/:questionId': schoolPage(
    (w) => `/api/v3/quizzes/${w.work.quizId}/quiz-insights/questions/${w.questionId}?schoolId=${w.school.id}`,
  ),
  'GET /api/v3/assignments/:id/answers': schoolPage((w) => `/api/v3/assignments/${w.work.id}/answers`),
  'GET /api/v3/assignments/:id/misconceptions': schoolPage(
    (w) => `/api/v3/assignments/${w.work.id}/misconceptions`,
  ),
  'POST /api/v3/assignments/:id/fix-assignments': {
    request: (w) => ({
      url: `/api/v3/assignments/${w.work.id}/fix-assignments`,
      payload: { misconceptionIds: [w.misconceptionId ?? 1] },
    }),
  },
  'PUT /api/v3/assignments/:id/questions/:questionId/mark': {
    request: async (w) => {
      const work = await w.makeWork();
      return {
        url: `/api/v3/assignments/${work.id}/questions/${work.questionIds[0] ?? 0}/mark`,
        payload: { correctLetter: 'B' },
      };
    },
  },
  'PUT /api/v3/answers/:studentAnswerId/feedback': {
    request: (w) => ({
      url: `/api/v3/answers/${w.studentAnswerId}/feedback`,
      payload: { comment: 'Well tried' },
    }),
  },
  'DELETE /api/v3/answers/:studentAnswerId/feedback': {
    request: (w) => ({ url: `/api/v3/answers/${w.studentAnswerId}/feedback` }),
  },

  // ---------------------------------------------------------------- live answers
  'GET /api/v3/realtime/token': { request: () => ({ url: '/api/v3/realtime/token' }) },
};
