import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import {
  AskAssistantRequestSchema,
  AssistantAnswerSchema,
  AssistantConversationListSchema,
  AssistantConversationParamsSchema,
  AssistantConversationSchema,
  AssistantFeedbackRequestSchema,
  AssistantFeedbackSchema,
} from '@mathsight/contract/assistant.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { AssistantService } from './assistant.service.ts';
import { answerEventStream, streamAnswer, wantsEventStream } from './event-stream.ts';

/**
 * The teacher assistant (issue 29, spec §7 "Second service (v1)": teacher-assistant ask and feedback),
 * and the caller's kept conversations. Any Confirmed teacher of the school; the service answers 404
 * while the school's `teacher-assistant` flag is off.
 */
export async function assistantRoutes(app: FastifyInstance, { assistant }: { assistant: AssistantService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];
  const access = { access: 'schoolMember' as const };

  r.post(
    assistantPaths.ask(':id'),
    {
      config: access,
      schema: {
        tags,
        params: IdParamSchema,
        body: AskAssistantRequestSchema,
        response: { 200: AssistantAnswerSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!wantsEventStream(request.headers.accept)) {
        return assistant.ask(caller, request.params.id, request.body);
      }
      // The teacher left mid-answer: the model call stops.
      const left = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      const streamed = await streamAnswer(
        (onEvent) => assistant.ask(caller, request.params.id, request.body, { onEvent, signal: left.signal }),
        (error) => request.log.error({ err: error }, 'assistant answer failed mid-stream'),
      );
      // The stream is not the JSON schema's shape: sent through the untyped reply, unserialised.
      return (reply as FastifyReply)
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send('answer' in streamed ? answerEventStream(streamed.answer) : streamed.stream);
    },
  );

  r.post(
    assistantPaths.feedback(':id'),
    {
      config: access,
      schema: {
        tags,
        params: IdParamSchema,
        body: AssistantFeedbackRequestSchema,
        response: { 200: AssistantFeedbackSchema },
      },
    },
    (request) => assistant.feedback(callerOf(request), request.params.id, request.body),
  );

  r.get(
    assistantPaths.conversations(':id'),
    {
      config: access,
      schema: { tags, params: IdParamSchema, response: { 200: AssistantConversationListSchema } },
    },
    (request) => assistant.conversations(callerOf(request), request.params.id),
  );

  r.get(
    assistantPaths.conversation(':id', ':conversationId'),
    {
      config: access,
      schema: {
        tags,
        params: AssistantConversationParamsSchema,
        response: { 200: AssistantConversationSchema },
      },
    },
    (request) => assistant.conversation(callerOf(request), request.params.id, request.params.conversationId),
  );

  r.delete(
    assistantPaths.conversation(':id', ':conversationId'),
    {
      config: access,
      schema: { tags, params: AssistantConversationParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await assistant.deleteConversation(callerOf(request), request.params.id, request.params.conversationId);
      return reply.code(204).send(null);
    },
  );
}
