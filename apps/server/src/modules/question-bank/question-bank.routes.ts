import { AssignmentDetailSchema } from '@mathsight/contract/assignments.ts';
import { questionBankPaths } from '@mathsight/contract/question-bank.paths.ts';
import {
  BankQuestionListSchema,
  QUESTION_BANK_MAX_TAKE,
  QUESTION_BANK_PAGE_SIZE,
  QUIZ_INFERENCE_CSV_COLUMNS,
  QuestionBankFilterSchema,
  QuestionBankFiltersSchema,
  QuizInferenceRequestSchema,
  QuizInferencesSchema,
  SetQuestionsRequestSchema,
} from '@mathsight/contract/question-bank.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { toSafeCsv } from '../../http/csv-safe.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { QuestionBankService } from './question-bank.service.ts';

/**
 * The question bank (issue 14): its list, with every answer key and misconception tag, for Confirmed
 * teachers whose own address is confirmed (`confirmedTeacher`, issue 24); its filters (names only) for
 * any signed-in teacher (`teacher`: shared content); setting chosen questions as work and quiz inferences for Confirmed
 * teachers of the school (`schoolMember`; the service answers 404 for another school's).
 */
export async function questionBankRoutes(
  app: FastifyInstance,
  { questionBank }: { questionBank: QuestionBankService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['question bank'];

  r.get(
    questionBankPaths.questions,
    {
      config: { access: 'confirmedTeacher' },
      schema: { tags, querystring: PagingQuerySchema, response: { 200: BankQuestionListSchema } },
    },
    (request) =>
      questionBank.list(
        callerOf(request),
        parsePaging(request.query, {
          take: QUESTION_BANK_PAGE_SIZE,
          maxTake: QUESTION_BANK_MAX_TAKE,
          filter: QuestionBankFilterSchema,
          lists: ['questionIds'],
        }),
      ),
  );

  r.get(
    questionBankPaths.filters,
    { config: { access: 'teacher' }, schema: { tags, response: { 200: QuestionBankFiltersSchema } } },
    () => questionBank.filters(),
  );

  r.post(
    questionBankPaths.setQuestions,
    {
      config: { access: 'schoolMember' },
      schema: { tags, body: SetQuestionsRequestSchema, response: { 201: AssignmentDetailSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await questionBank.setQuestions(callerOf(request), request.body)),
  );

  r.post(
    questionBankPaths.inferences,
    {
      config: { access: 'schoolMember', readsOnly: true },
      schema: { tags, body: QuizInferenceRequestSchema, response: { 200: QuizInferencesSchema } },
    },
    (request) => questionBank.inferences(callerOf(request), request.body),
  );

  r.post(
    questionBankPaths.inferencesCsv,
    {
      config: { access: 'schoolMember', readsOnly: true },
      schema: { tags, body: QuizInferenceRequestSchema },
    },
    async (request, reply) => {
      const found = await questionBank.inferences(callerOf(request), request.body);
      // The same rows and columns as the JSON, numbers as numbers; names neutralised against formulas.
      const body = toSafeCsv([
        [...QUIZ_INFERENCE_CSV_COLUMNS],
        ...found.rows.map((row) => [
          row.studentId,
          row.firstName,
          row.lastName,
          row.classCode ?? '',
          row.misconceptionId,
          row.misconceptionName,
          row.wrongAnswers,
          row.chances,
          row.strength,
        ]),
      ]);
      return sendDownload(reply, { filename: `quiz-inferences-${found.assignmentId}.csv`, body: body });
    },
  );
}
