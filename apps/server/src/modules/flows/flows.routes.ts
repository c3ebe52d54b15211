import { ChatWithTutorRequestSchema, ChatWithTutorResultSchema } from '@mathsight/contract/flow-tutor.ts';
import { flowPaths } from '@mathsight/contract/flows.paths.ts';
import {
  CreateFlowSessionRequestSchema,
  FlowGeneratorSessionSchema,
  FlowResponseRequestSchema,
  FlowResponseResultSchema,
  FlowSessionIdParamSchema,
} from '@mathsight/contract/flows.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { FlowsService } from './flows.service.ts';
import type { TutorService } from './tutor.service.ts';

/** Topic flows under /flow/v1 (spec §7 "Second service (v1)"): start or resume, read, respond. */
export async function flowsRoutes(
  app: FastifyInstance,
  { flows, tutor }: { flows: FlowsService; tutor: TutorService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Teachers (previews, and reading their students' lessons) and students; parents have no flows.
  const tags = ['flows'];

  r.post(
    flowPaths.sessions,
    {
      config: { access: 'teacherOrStudent' },
      schema: { tags, body: CreateFlowSessionRequestSchema, response: { 201: FlowGeneratorSessionSchema } },
    },
    async (request, reply) => reply.code(201).send(await flows.create(callerOf(request), request.body)),
  );

  r.get(
    flowPaths.session(':flowGeneratorSessionId'),
    {
      config: { access: 'teacherOrStudent' },
      schema: { tags, params: FlowSessionIdParamSchema, response: { 200: FlowGeneratorSessionSchema } },
    },
    (request) => flows.get(callerOf(request), request.params.flowGeneratorSessionId),
  );

  r.post(
    flowPaths.responses(':flowGeneratorSessionId'),
    {
      config: { access: 'teacherOrStudent' },
      schema: {
        tags,
        params: FlowSessionIdParamSchema,
        body: FlowResponseRequestSchema,
        response: { 200: FlowResponseResultSchema },
      },
    },
    (request) => flows.respond(callerOf(request), request.params.flowGeneratorSessionId, request.body),
  );

  // Chat with tutor (decision 0050): a hint on a question of the student's own flow, never the answer.
  r.post(
    flowPaths.chatWithTutor(':flowGeneratorSessionId'),
    {
      config: { access: 'studentOwn' },
      schema: {
        tags,
        params: FlowSessionIdParamSchema,
        body: ChatWithTutorRequestSchema,
        response: { 200: ChatWithTutorResultSchema },
      },
    },
    (request) => tutor.chat(callerOf(request), request.params.flowGeneratorSessionId, request.body),
  );
}
