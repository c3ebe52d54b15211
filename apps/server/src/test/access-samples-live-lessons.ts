import { randomUUID } from 'node:crypto';
import type { LiveLessonTeacherView, MyVote } from '@mathsight/contract/live-lessons.ts';
import type { Sample } from './access-sample.ts';
import type { AccessWorld, WorldCaller } from './access-world.ts';
import { bankLetters } from './bank-letters.ts';

interface Lesson {
  id: number;
  code: string;
  questionId: number;
}

type Headers = Record<string, string>;

const memo = <T>(make: (w: AccessWorld) => Promise<T>) => {
  const made = new WeakMap<AccessWorld, Promise<T>>();
  return (w: AccessWorld) => {
    let found = made.get(w);
    if (!found) made.set(w, (found = make(w)));
    return found;
  };
};

/** A live bank question with a wrong option that names a misconception. */
const lessonQuestion = memo(async (w) => {
  const [row] = await w.database.query<{ id: number }>(`select q.id from questions q where not q.retired
  and exists (select 1 from question_answers qa where qa.question_id = q.id and qa.misconception_id is not null)
order by q.id limit 1`);
  if (!row) throw new Error('no diagnostic question in the bank');
  return row.id;
});

async function inject(
  w: AccessWorld,
  method: 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload: object,
) {
  const res = await w.app.inject({ method, url, headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A fresh lesson of a class (A1 by its teacher unless told), question open for voting. */
async function startLesson(w: AccessWorld, groupId = w.classA1.id, headers = w.callers.classTeacher.headers) {
  const questionId = await lessonQuestion(w);
  const view = (await inject(w, 'POST', '/api/v3/live-lessons', headers, {
    groupId,
    questionIds: [questionId],
  })) as LiveLessonTeacherView;
  await inject(w, 'PUT', `/api/v3/live-lessons/${view.liveLessonId}/stage`, headers, {
    questionId,
    phase: 'Voting',
  });
  return { id: view.liveLessonId, code: view.joinCode, questionId } satisfies Lesson;
}

/** A fresh lesson of A1 the world's student has joined. */
async function joinedLesson(w: AccessWorld) {
  const lesson = await startLesson(w);
  await inject(w, 'POST', '/api/v3/live-lessons/join', w.callers.student.headers, { code: lesson.code });
  return lesson;
}

/** One lesson of A1 for the reads: the student joined and voted a wrong option that names a misconception. */
const votedLesson = memo(async (w) => {
  const lesson = await joinedLesson(w);
  const { wrong, wrongMisconceptionId } = await bankLetters(w.database, lesson.questionId);
  const { vote } = (await inject(
    w,
    'POST',
    `/api/v3/live-lessons/${lesson.id}/votes`,
    w.callers.student.headers,
    {
      questionId: lesson.questionId,
      letter: wrong,
      clientAnswerId: randomUUID(),
    },
  )) as { vote: MyVote };
  return { ...lesson, voteId: vote.voteId, misconceptionId: wrongMisconceptionId };
});

/** A lesson of school B's class: never the world's student's (404). */
const foreignLesson = memo((w) => startLesson(w, w.classB1.id, w.callers.otherSchoolTeacher.headers));

const servedTeacher = (caller: WorldCaller) =>
  caller.name === 'classTeacher' || caller.name === 'administrator';

/** Live lessons (issue 31): the teacher's and the students' calls, and the hub's negotiate. */
export const LIVE_LESSONS_SAMPLES: Record<string, Sample> = {
  'POST /api/v3/live-lessons': {
    request: async (w) => ({
      url: '/api/v3/live-lessons',
      payload: { groupId: w.classA1.id, questionIds: [await lessonQuestion(w)] },
    }),
  },
  'GET /api/v3/live-lessons/:id': {
    request: async (w) => ({ url: `/api/v3/live-lessons/${(await votedLesson(w)).id}` }),
  },
  'GET /api/v3/live-lessons/:id/board': {
    request: async (w) => ({ url: `/api/v3/live-lessons/${(await votedLesson(w)).id}/board` }),
  },
  'PUT /api/v3/live-lessons/:id/stage': {
    request: async (w) => {
      const lesson = await votedLesson(w);
      return {
        url: `/api/v3/live-lessons/${lesson.id}/stage`,
        payload: { questionId: lesson.questionId, phase: 'Voting' },
      };
    },
  },
  'POST /api/v3/live-lessons/:id/end': {
    // Those served end a lesson of their own; the others are refused before anything changes.
    request: async (w, caller) => ({
      url: `/api/v3/live-lessons/${(servedTeacher(caller) ? await startLesson(w) : await votedLesson(w)).id}/end`,
    }),
  },
  'PUT /api/v3/live-lessons/:id/votes/:voteId/reason-hidden': {
    request: async (w) => {
      const lesson = await votedLesson(w);
      return {
        url: `/api/v3/live-lessons/${lesson.id}/votes/${lesson.voteId}/reason-hidden`,
        payload: { hidden: true },
      };
    },
  },
  'POST /api/v3/live-lessons/:id/follow-up': {
    request: async (w) => {
      const lesson = await votedLesson(w);
      return {
        url: `/api/v3/live-lessons/${lesson.id}/follow-up`,
        payload: { questionId: lesson.questionId, misconceptionId: lesson.misconceptionId },
      };
    },
  },
  'GET /api/v3/groups/:groupId/live-lessons': {
    request: (w) => ({ url: `/api/v3/groups/${w.classA1.id}/live-lessons` }),
  },
  'GET /api/v3/students/me/live-lessons': {
    request: () => ({ url: '/api/v3/students/me/live-lessons' }),
    own: (body, _caller, w) =>
      (body as { items: Array<{ groupId: number }> }).items.every((item) => item.groupId === w.classA1.id),
  },
  'POST /api/v3/live-lessons/join': {
    request: async (w) => ({
      url: '/api/v3/live-lessons/join',
      payload: { code: (await votedLesson(w)).code },
    }),
    foreign: async (w) => ({
      url: '/api/v3/live-lessons/join',
      payload: { code: (await foreignLesson(w)).code },
    }),
  },
  'GET /api/v3/live-lessons/:id/me': {
    request: async (w) => ({ url: `/api/v3/live-lessons/${(await votedLesson(w)).id}/me` }),
    foreign: async (w) => ({ url: `/api/v3/live-lessons/${(await foreignLesson(w)).id}/me` }),
  },
  'POST /api/v3/live-lessons/:id/votes': {
    request: async (w, caller) => {
      const lesson = caller.name === 'student' ? await joinedLesson(w) : await votedLesson(w);
      return {
        url: `/api/v3/live-lessons/${lesson.id}/votes`,
        payload: { questionId: lesson.questionId, letter: 'A', clientAnswerId: randomUUID() },
      };
    },
    foreign: async (w) => {
      const lesson = await foreignLesson(w);
      return {
        url: `/api/v3/live-lessons/${lesson.id}/votes`,
        payload: { questionId: lesson.questionId, letter: 'A', clientAnswerId: randomUUID() },
      };
    },
  },
  'PUT /api/v3/live-lessons/:id/questions/:questionId/reason': {
    request: async (w) => {
      const lesson = await votedLesson(w);
      return {
        url: `/api/v3/live-lessons/${lesson.id}/questions/${lesson.questionId}/reason`,
        payload: { text: 'Because.' },
      };
    },
    foreign: async (w) => {
      const lesson = await foreignLesson(w);
      return {
        url: `/api/v3/live-lessons/${lesson.id}/questions/${lesson.questionId}/reason`,
        payload: { text: 'Because.' },
      };
    },
  },
  'POST /flow/v1/hubs/live-lesson/negotiate': {
    request: async (w, caller) => ({
      url: `/flow/v1/hubs/live-lesson/negotiate?liveLessonId=${(await votedLesson(w)).id}&view=${caller.name === 'student' ? 'student' : 'board'}`,
    }),
    // §6: only the class's teachers (and administrators) and the students in the lesson: the school's
    // other teachers 403 (as the lesson's other calls), teachers who are not its Confirmed members 404.
    overrides: { colleague: 403, pendingTeacher: 404, otherSchoolTeacher: 404 },
  },
};
