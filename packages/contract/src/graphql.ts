import { z } from 'zod';
import { TextSchema } from './common.ts';

/** The longest query text taken: far above any real query, and the parser's work stays bounded. */
export const GRAPHQL_MAX_QUERY_LENGTH = 20_000;

/** An automatic persisted query's reference: the SHA-256 of the query text, in lower-case hex. */
export const PersistedQueryRefSchema = z.object({
  version: z.literal(1),
  sha256Hash: z
    .string()
    .length(64, 'A persisted query is named by its SHA-256, in hex')
    .regex(/^[0-9a-f]+$/, 'A persisted query is named by its SHA-256, in hex'),
});

export const GraphqlExtensionsSchema = z.object({ persistedQuery: PersistedQueryRefSchema.optional() });

const query = TextSchema.max(
  GRAPHQL_MAX_QUERY_LENGTH,
  `A query of at most ${GRAPHQL_MAX_QUERY_LENGTH} characters`,
);
const operationName = TextSchema.max(200, 'An operation name of at most 200 characters');

/**
 * POST /graphql (application/json), as GraphQL over HTTP spells it: the query text, or only its hash
 * once persisted (`extensions.persistedQuery`), with variables and the operation to run.
 */
export const GraphqlRequestSchema = z.object({
  query: query.optional(),
  operationName: operationName.nullable().optional(),
  variables: z.record(z.string(), z.unknown()).nullable().optional(),
  extensions: GraphqlExtensionsSchema.optional(),
});
export type GraphqlRequest = z.infer<typeof GraphqlRequestSchema>;

/** GET /graphql: the same fields in the query string, `variables` and `extensions` as JSON text. */
export const GraphqlGetQuerySchema = z.object({
  query: query.optional(),
  operationName: operationName.optional(),
  variables: TextSchema.max(GRAPHQL_MAX_QUERY_LENGTH).optional(),
  extensions: TextSchema.max(1000).optional(),
});
export type GraphqlGetQuery = z.infer<typeof GraphqlGetQuerySchema>;

/** A GraphQL error: its message, where in the query, and a code in `extensions.code`. */
export const GraphqlErrorSchema = z.object({
  message: z.string(),
  locations: z.array(z.object({ line: z.number().int(), column: z.number().int() })).optional(),
  path: z.array(z.union([z.string(), z.number().int()])).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** The answer: `data` (null when nothing ran) and the errors, if any (GraphQL over HTTP, application/json). */
export const GraphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(GraphqlErrorSchema).optional(),
});
export type GraphqlResponse = z.infer<typeof GraphqlResponseSchema>;
