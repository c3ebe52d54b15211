import { graphqlPaths } from '@mathsight/contract/graphql.paths.ts';
import {
  GraphqlExtensionsSchema,
  GraphqlGetQuerySchema,
  type GraphqlRequest,
  GraphqlRequestSchema,
  type GraphqlResponse,
  GraphqlResponseSchema,
} from '@mathsight/contract/graphql.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import mercurius from 'mercurius';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { type GraphContext, graphResolvers } from './graphql.resolvers.ts';
import { GRAPHQL_SCHEMA } from './graphql.schema.ts';
import type { GraphqlService } from './graphql.service.ts';
import { costLimitRule } from './graphql-cost.ts';
import { depthLimitRule } from './graphql-depth.ts';
import { requestErrors, toGraphError } from './graphql-errors.ts';
import { PersistedQueries } from './graphql-persisted.ts';

/** The most tokens a document may hold: the parser stops there, long before the length limit would. */
const MAX_TOKENS = 5000;

const VariablesSchema = z.record(z.string(), z.unknown());

/** A GET's `variables` or `extensions`: JSON text in the query string, 400 when it is not what it should be. */
function fromJsonText<T>(text: string | undefined, schema: z.ZodType<T>, name: string): T | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`${name} must be JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`${name} is not of the expected shape.`);
  return parsed.data;
}

/**
 * POST and GET /graphql (decision 0049): Mercurius runs the schema (no routes of its own, so these two
 * declare their access rule and contract schemas like every call). A partner's or a teacher's token
 * (`partnerOrTeacher`); an error in the document (syntax, validation, depth, cost, an unknown persisted
 * hash) is a GraphQL answer (200 with `errors`, as GraphQL over HTTP has it for application/json);
 * a request that is not GraphQL over HTTP at all is a 400 `{ message }` like any call's.
 */
export async function graphqlRoutes(app: FastifyInstance, { graphql }: { graphql: GraphqlService }) {
  const { resolvers, loaders } = graphResolvers(graphql);
  const persisted = new PersistedQueries();

  // Its own scope: Mercurius decorates the scope it is registered in (reply.graphql) and nothing else.
  await app.register(async (scope) => {
    await scope.register(mercurius, {
      schema: GRAPHQL_SCHEMA,
      resolvers,
      loaders,
      routes: false,
      graphiql: false,
      validationRules: [depthLimitRule, costLimitRule],
      graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
      errorFormatter: (execution, context) => ({
        statusCode: 200,
        response: {
          data: execution.data ?? null,
          errors: execution.errors.map((error) => toGraphError(error, context.reply.log)),
        },
      }),
    });

    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      body: GraphqlRequest,
    ): Promise<GraphqlResponse> {
      const context = { viewer: { caller: request.caller, partnerId: request.partner?.id ?? null } };
      try {
        const { query, persist } = await persisted.queryOf(body);
        const result = await reply.graphql(
          query,
          context as Partial<GraphContext>,
          body.variables ?? undefined,
          body.operationName ?? undefined,
        );
        await persist?.();
        // The errorFormatter above has already made each error its JSON (GraphErrorJson).
        return result as unknown as GraphqlResponse;
      } catch (error) {
        const errors = requestErrors(error, request.log);
        if (!errors) throw error;
        return { data: null, errors };
      }
    }

    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      graphqlPaths.graphql,
      {
        config: { access: 'partnerOrTeacher' },
        schema: { tags: ['graphql'], body: GraphqlRequestSchema, response: { 200: GraphqlResponseSchema } },
      },
      (request, reply) => answer(request, reply, request.body),
    );
    r.get(
      graphqlPaths.graphql,
      {
        config: { access: 'partnerOrTeacher' },
        schema: {
          tags: ['graphql'],
          querystring: GraphqlGetQuerySchema,
          response: { 200: GraphqlResponseSchema },
        },
      },
      (request, reply) =>
        answer(request, reply, {
          query: request.query.query,
          operationName: request.query.operationName,
          variables: fromJsonText(request.query.variables, VariablesSchema, 'variables'),
          extensions: fromJsonText(request.query.extensions, GraphqlExtensionsSchema, 'extensions'),
        }),
    );
  });
}
