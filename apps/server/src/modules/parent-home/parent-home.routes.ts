import { parentHomePaths } from '@mathsight/contract/parent-home.paths.ts';
import {
  ChildParamsSchema,
  ChildWeekSchema,
  EndedChildLinkParamsSchema,
  ParentWeeklyEmailSchema,
} from '@mathsight/contract/parent-home.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { ParentHomeService } from './parent-home.service.ts';

/** Issue 27: the parent's home, for parents only (403 for others), about their own children (404). */
export async function parentHomeRoutes(
  app: FastifyInstance,
  { parentHome }: { parentHome: ParentHomeService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['parents'];

  r.get(
    parentHomePaths.childWeek(':childId'),
    {
      config: { access: 'parentOwn' },
      schema: { tags, params: ChildParamsSchema, response: { 200: ChildWeekSchema } },
    },
    (request) => parentHome.childWeek(callerOf(request), request.params.childId),
  );

  r.get(
    parentHomePaths.weeklyEmail,
    { config: { access: 'parentOwn' }, schema: { tags, response: { 200: ParentWeeklyEmailSchema } } },
    (request) => parentHome.weeklyEmail(callerOf(request)),
  );

  r.put(
    parentHomePaths.weeklyEmail,
    {
      config: { access: 'parentOwn' },
      schema: { tags, body: ParentWeeklyEmailSchema, response: { 200: ParentWeeklyEmailSchema } },
    },
    (request) => parentHome.setWeeklyEmail(callerOf(request), request.body.enabled),
  );

  r.delete(
    parentHomePaths.endedChildLink(':id'),
    { config: { access: 'parentOwn' }, schema: { tags, params: EndedChildLinkParamsSchema } },
    async (request, reply) => {
      await parentHome.dismissEndedLink(callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
