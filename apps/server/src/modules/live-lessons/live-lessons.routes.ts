import { AssignmentDetailSchema } from '@mathsight/contract/assignments.ts';
import { liveLessonPaths as paths } from '@mathsight/contract/live-lessons.paths.ts';
import {
  JoinLiveLessonRequestSchema,
  LiveFollowUpRequestSchema,
  LiveLessonBoardSchema,
  LiveLessonGroupParamSchema,
  LiveLessonIdParamSchema,
  LiveLessonListSchema,
  LiveLessonQuestionParamsSchema,
  LiveLessonStageRequestSchema,
  LiveLessonStudentViewSchema,
  LiveLessonTeacherViewSchema,
  LiveLessonVoteParamsSchema,
  LiveReasonRequestSchema,
  LiveVoteRequestSchema,
  LiveVoteResponseSchema,
  MyVoteSchema,
  ReasonHiddenRequestSchema,
  ReasonHiddenResponseSchema,
  StartLiveLessonRequestSchema,
} from '@mathsight/contract/live-lessons.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { LiveLessonsService } from './live-lessons.service.ts';
import type { LiveVotesService } from './live-votes.service.ts';

/**
 * Live lessons (issue 31): the teacher's calls (`classTeacher`: the class's teachers and the school's
 * administrators; the school's other teachers 403, other schools 404) and the students' (`studentOwn`:
 * students of the lesson's class only, 404 for any other). The hub's negotiate and socket are in
 * live-lesson-hub.routes.ts.
 */
export async function liveLessonsRoutes(
  app: FastifyInstance,
  { liveLessons, liveVotes }: { liveLessons: LiveLessonsService; liveVotes: LiveVotesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live-lessons'];
  const teacher = { access: 'classTeacher' } as const;
  const student = { access: 'studentOwn' } as const;

  r.post(
    paths.lessons,
    {
      config: teacher,
      schema: { tags, body: StartLiveLessonRequestSchema, response: { 201: LiveLessonTeacherViewSchema } },
    },
    async (request, reply) => reply.code(201).send(await liveLessons.start(callerOf(request), request.body)),
  );

  r.get(
    paths.lesson(':id'),
    {
      config: teacher,
      schema: { tags, params: LiveLessonIdParamSchema, response: { 200: LiveLessonTeacherViewSchema } },
    },
    (request) => liveLessons.teacherView(callerOf(request), request.params.id),
  );

  r.get(
    paths.board(':id'),
    {
      config: teacher,
      schema: { tags, params: LiveLessonIdParamSchema, response: { 200: LiveLessonBoardSchema } },
    },
    (request) => liveLessons.board(callerOf(request), request.params.id),
  );

  r.put(
    paths.stage(':id'),
    {
      config: teacher,
      schema: {
        tags,
        params: LiveLessonIdParamSchema,
        body: LiveLessonStageRequestSchema,
        response: { 200: LiveLessonTeacherViewSchema },
      },
    },
    (request) => liveLessons.stage(callerOf(request), request.params.id, request.body),
  );

  r.post(
    paths.end(':id'),
    {
      config: teacher,
      schema: { tags, params: LiveLessonIdParamSchema, response: { 200: LiveLessonTeacherViewSchema } },
    },
    (request) => liveLessons.end(callerOf(request), request.params.id),
  );

  r.put(
    paths.reasonHidden(':id', ':voteId'),
    {
      config: teacher,
      schema: {
        tags,
        params: LiveLessonVoteParamsSchema,
        body: ReasonHiddenRequestSchema,
        response: { 200: ReasonHiddenResponseSchema },
      },
    },
    (request) =>
      liveVotes.hide(callerOf(request), request.params.id, request.params.voteId, request.body.hidden),
  );

  r.post(
    paths.followUp(':id'),
    {
      config: teacher,
      schema: {
        tags,
        params: LiveLessonIdParamSchema,
        body: LiveFollowUpRequestSchema,
        response: { 201: AssignmentDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await liveLessons.followUp(callerOf(request), request.params.id, request.body)),
  );

  r.get(
    paths.groupLessons(':groupId'),
    {
      config: teacher,
      schema: { tags, params: LiveLessonGroupParamSchema, response: { 200: LiveLessonListSchema } },
    },
    (request) => liveLessons.ofGroup(callerOf(request), request.params.groupId),
  );

  // ---------------------------------------------------------------- students

  r.get(
    paths.myLessons,
    { config: student, schema: { tags, response: { 200: LiveLessonListSchema } } },
    (request) => liveLessons.mineRunning(callerOf(request)),
  );

  r.post(
    paths.join,
    {
      config: student,
      schema: { tags, body: JoinLiveLessonRequestSchema, response: { 200: LiveLessonStudentViewSchema } },
    },
    (request) => liveLessons.join(callerOf(request), request.body.code),
  );

  r.get(
    paths.mine(':id'),
    {
      config: student,
      schema: { tags, params: LiveLessonIdParamSchema, response: { 200: LiveLessonStudentViewSchema } },
    },
    (request) => liveLessons.mine(callerOf(request), request.params.id),
  );

  r.post(
    paths.votes(':id'),
    {
      config: student,
      schema: {
        tags,
        params: LiveLessonIdParamSchema,
        body: LiveVoteRequestSchema,
        response: { 200: LiveVoteResponseSchema, 201: LiveVoteResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await liveVotes.vote(callerOf(request), request.params.id, request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  r.put(
    paths.reason(':id', ':questionId'),
    {
      config: student,
      schema: {
        tags,
        params: LiveLessonQuestionParamsSchema,
        body: LiveReasonRequestSchema,
        response: { 200: MyVoteSchema },
      },
    },
    (request) =>
      liveVotes.reason(callerOf(request), request.params.id, request.params.questionId, request.body),
  );
}
