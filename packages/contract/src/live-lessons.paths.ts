/**
 * Live lessons (issue 31): a hinge question on the board, every student votes, reveal, discuss, vote
 * again. The calls live under /api/v3; the realtime hub's negotiate and socket under /flow/v1 (spec §7
 * "negotiate for realtime hubs").
 */
export const liveLessonPaths = {
  /** POST: a teacher starts a lesson for a class (201, the teacher's view). */
  lessons: '/api/v3/live-lessons',
  /** GET: the teacher's view (names, each student's votes, reasons by misconception). */
  lesson: (id: number | string) => `/api/v3/live-lessons/${id}`,
  /** GET: the board's view (counts only, anonymous reasons, no names). */
  board: (id: number | string) => `/api/v3/live-lessons/${id}/board`,
  /** GET: a joined student's own view (the open question, their own votes). */
  mine: (id: number | string) => `/api/v3/live-lessons/${id}/me`,
  /** PUT: the teacher moves the lesson (which question, which phase). */
  stage: (id: number | string) => `/api/v3/live-lessons/${id}/stage`,
  /** POST: the teacher ends the lesson. */
  end: (id: number | string) => `/api/v3/live-lessons/${id}/end`,
  /** POST: a student joins by the lesson's code. */
  join: '/api/v3/live-lessons/join',
  /** POST: a student's vote on the open question (through the quiz-session answer path). */
  votes: (id: number | string) => `/api/v3/live-lessons/${id}/votes`,
  /** PUT: a student's one sentence of reasoning, kept with their latest vote on that question. */
  reason: (id: number | string, questionId: number | string) =>
    `/api/v3/live-lessons/${id}/questions/${questionId}/reason`,
  /** PUT: the teacher hides (or shows again) one vote's reason. */
  reasonHidden: (id: number | string, voteId: number | string) =>
    `/api/v3/live-lessons/${id}/votes/${voteId}/reason-hidden`,
  /** POST: follow-up work for the students whose latest vote on a question chose a misconception (201). */
  followUp: (id: number | string) => `/api/v3/live-lessons/${id}/follow-up`,
  /** GET: a class's running and recent lessons (its teachers). */
  groupLessons: (groupId: number | string) => `/api/v3/groups/${groupId}/live-lessons`,
  /** GET: the running lessons of the signed-in student's classes (join in one tap from home). */
  myLessons: '/api/v3/students/me/live-lessons',
  /** POST ?liveLessonId=&view=: connection details and a short-lived token for the hub (spec §7). */
  negotiate: '/flow/v1/hubs/live-lesson/negotiate',
  /** WebSocket: `${url}&token=${accessToken}` from negotiate (the url carries liveLessonId and view). */
  hub: '/flow/v1/hubs/live-lesson',
} as const;

/** The join page a QR code points at (the web app's route; the code is filled in). */
export const liveLessonJoinPath = (code: string) => `/live/join?code=${encodeURIComponent(code)}`;
