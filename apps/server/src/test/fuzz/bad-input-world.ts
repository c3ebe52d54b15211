import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from '../../auth/access.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { buildJobServices } from '../../jobs/job-services.ts';
import { contentModule } from '../../modules/content/content.module.ts';
import {
  makeAnswer,
  makeAssignment,
  makeClass,
  makeSchool,
  makeStudent,
  makeTeacher,
  signInUser,
} from '../factories.ts';
import type { IdHints } from './bad-input-arbitrary.ts';

type Headers = Record<string, string>;

/**
 * Routes that change the caller themselves: sent by a throwaway teacher of a school of its own, so
 * that even a generated body that happened to be right could not take the shared caller with it.
 */
const CHANGES_THE_CALLER = new Set(['DELETE /api/v3/users/me']);

/**
 * The world the bad-input test sends its requests into: a school with a class, its Confirmed
 * administrator teacher, a student, open work with an answer, retrieval practice, the student's quiz
 * session, a flow and a partner. Its real ids are mixed into the generated input so that requests get
 * past "not found" and reach the services.
 */
export interface BadInputWorld {
  /**
   * The headers of a caller who passes the route's role guard (for teacherOrStudent, by turn); a
   * throwaway teacher's for a route that changes the caller themselves (deleting their account).
   */
  headersFor(route: Pick<DeclaredRoute, 'method' | 'url' | 'access'>, turn: number): Headers;
  /** Real ids for the route's parameters and fields (`id` by the path segment before it). */
  hintsFor(route: DeclaredRoute): IdHints;
}

async function firstId(database: Database, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await database.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return Number(row.id);
}

export async function makeBadInputWorld(
  app: FastifyInstance,
  database: Database,
  config: Config,
): Promise<BadInputWorld> {
  const { db } = database;
  const school = await makeSchool(db);
  const admin = await makeTeacher(db, school.id, { admin: true });
  const group = await makeClass(db, school.id, { teacherIds: [admin.teacherId] });
  const student = await makeStudent(db, school.id, group.id);
  const work = await makeAssignment(db, { schoolId: school.id, groupIds: [group.id] });
  const questionId = work.questionIds[0] ?? 0;
  await makeAnswer(db, {
    schoolId: school.id,
    assignmentId: work.id,
    studentId: student.studentId,
    questionId,
    correct: false,
  });
  const retrieval = await makeAssignment(db, {
    schoolId: school.id,
    groupIds: [group.id],
    kind: 'RetrievalPractice',
    questionIds: work.questionIds.slice(0, 3),
  });
  const teacherHeaders = await signInUser(app, db, admin.userId);
  const studentHeaders = await signInUser(app, db, student.userId);
  const throwaway = await makeTeacher(db, (await makeSchool(db)).id);
  const throwawayHeaders = await signInUser(app, db, throwaway.userId);
  const { content } = await buildJobServices({ database, config }, [contentModule]);
  const partner = await content.issuePartnerToken('Bad input');

  const session = await app.inject({
    method: 'POST',
    url: `/api/v3/assignments/${work.id}/quiz-sessions`,
    headers: studentHeaders,
  });
  const quizSessionId = Number(session.json().quizSessionId);
  const quizId = work.quizId ?? 0;
  const flow = await app.inject({
    method: 'POST',
    url: '/flow/v1/flow-generator-sessions',
    headers: teacherHeaders,
    payload: { kind: 'TopicPathwayQuiz', topicPathwayQuizId: quizId },
  });
  const flowGeneratorSessionId = Number(flow.json().flowGeneratorSessionId);

  const ids: Record<string, number[]> = {
    schoolId: [school.id],
    currentSchoolId: [school.id],
    groupId: [group.id],
    studentId: [student.studentId],
    userId: [admin.userId, student.userId],
    assignmentId: [work.id, retrieval.id],
    questionId: work.questionIds.slice(0, 5),
    quizId: [quizId],
    topicPathwayQuizId: [quizId],
    topicUnitId: [await firstId(database, 'select id from topic_units order by id limit 1')],
    topicUnitQuizId: [quizId],
    schemeId: [await firstId(database, 'select id from schemes order by id limit 1')],
    misconceptionId: [await firstId(database, 'select id from misconceptions order by id limit 1')],
    quizSessionId: [quizSessionId],
    flowGeneratorSessionId: [flowGeneratorSessionId],
    flowItemId: [
      await firstId(database, 'select id from flow_items where flow_generator_session_id = $1 order by id', [
        flowGeneratorSessionId,
      ]),
    ],
    studentAnswerId: [
      await firstId(database, 'select id from student_answers where assignment_id = $1', [work.id]),
    ],
  };
  const all = [...new Set(Object.values(ids).flat())];
  // `/users/:id`, `/assignments/:id` …: the path segment before `:id` says what the id is.
  const idOfResource: Record<string, string> = {
    users: 'userId',
    assignments: 'assignmentId',
    'retrieval-practice-assignments': 'assignmentId',
    quizzes: 'quizId',
    questions: 'questionId',
    'topic-units': 'topicUnitId',
    schemes: 'schemeId',
  };

  return {
    headersFor({ method, url, access }, turn): Headers {
      if (CHANGES_THE_CALLER.has(`${method} ${url}`)) return throwawayHeaders;
      if (access === 'public') return {};
      if (access === 'partner') return { 'x-partner-token': partner.token };
      // Both kinds of caller the GraphQL endpoint serves, by turns (a partner as a bearer token).
      if (access === 'partnerOrTeacher' && turn % 2 === 1)
        return { authorization: `Bearer ${partner.token}` };
      if (access === 'studentOwn') return studentHeaders;
      if (access === 'teacherOrStudent' && turn % 2 === 1) return studentHeaders;
      return teacherHeaders;
    },
    hintsFor(route) {
      const resource = /\/([\w-]+)\/:id\b/.exec(route.url)?.[1] ?? '';
      return (name) => {
        const key = name === 'id' ? (idOfResource[resource] ?? '') : name.replace(/Ids$/, 'Id');
        return ids[key] ?? all;
      };
    },
  };
}
