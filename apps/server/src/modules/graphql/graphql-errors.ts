import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql/index.js';
import { HttpError, MESSAGES } from '../../http/errors.ts';

/** One error as the answer's `errors` holds it: a safe message and `extensions.code`. */
export interface GraphErrorJson {
  message: string;
  locations?: Array<{ line: number; column: number }>;
  path?: Array<string | number>;
  extensions: { code: string };
}

const HTTP_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/** A refusal of the whole request (not a field), with the code a client can act on. */
export class GraphRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A field's error as the client sees it. A service's refusal keeps its status as a code (404 →
 * NOT_FOUND, with the one not-found message, so nothing tells "not yours" from "not there"); the
 * language's own errors (a field that does not exist, a wrong argument type) keep their message; any
 * other failure is logged and answered with the server's words, never its text.
 */
export function toGraphError(error: GraphQLError, log: FastifyBaseLogger): GraphErrorJson {
  const where = {
    ...(error.locations && { locations: error.locations.map(({ line, column }) => ({ line, column })) }),
    ...(error.path && { path: [...error.path] }),
  };
  const original = error.originalError;
  if (original instanceof HttpError) {
    const message = original.statusCode === 404 ? MESSAGES.notFound : original.message;
    return { message, ...where, extensions: { code: HTTP_CODES[original.statusCode] ?? 'BAD_REQUEST' } };
  }
  if (original === undefined || original instanceof GraphQLError) {
    const code =
      typeof error.extensions?.code === 'string' ? error.extensions.code : 'GRAPHQL_VALIDATION_FAILED';
    return { message: error.message, ...where, extensions: { code } };
  }
  log.error({ err: original, path: error.path }, 'a GraphQL field failed');
  return { message: MESSAGES.server, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** Mercurius's refusals of a document: a syntax or validation error, the depth limit, a GET mutation. */
const REQUEST_CODES: Record<string, string> = {
  MER_ERR_GQL_QUERY_DEPTH: 'QUERY_TOO_DEEP',
  MER_ERR_METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
};

function isMercuriusError(error: unknown): error is Error & { code: string; errors?: unknown[] } {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('MER_ERR_')
  );
}

/**
 * A whole request's refusal as GraphQL errors, or null when it is no refusal of the document (then it
 * goes on to the server's error handler, like any other failure).
 */
export function requestErrors(error: unknown, log: FastifyBaseLogger): GraphErrorJson[] | null {
  if (error instanceof GraphRequestError)
    return [{ message: error.message, extensions: { code: error.code } }];
  if (!isMercuriusError(error)) return null;
  const inner = Array.isArray(error.errors) && error.errors.length > 0 ? error.errors : [error];
  return inner.map((item) => {
    if (item instanceof GraphQLError) return toGraphError(item, log);
    const code =
      item instanceof Error && 'code' in item && typeof item.code === 'string' ? item.code : error.code;
    const message = item instanceof Error ? item.message : MESSAGES.invalid;
    return { message, extensions: { code: REQUEST_CODES[code] ?? 'GRAPHQL_VALIDATION_FAILED' } };
  });
}
