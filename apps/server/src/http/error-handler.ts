import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, MESSAGES } from './errors.ts';

type ModelState = Record<string, string[]>;

/** Zod issues become the spec's modelState: field path → messages (the client shows one toast each). */
export function modelStateFromIssues(
  issues: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }>,
): ModelState {
  const state: ModelState = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') ||
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
      '';
    const field = path || 'request';
    (state[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return state;
}

/**
 * Every error leaves as `{ message }` or `{ message, modelState }`: never a stack trace,
 * never a field value, so nothing sensitive can leak through an error body.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send({ message: MESSAGES.invalid, modelState: modelStateFromIssues(error.validation) });
    }
    if (error instanceof HttpError) {
      const body = error.modelState
        ? { message: error.message, modelState: error.modelState }
        : { message: error.message };
      return reply.code(error.statusCode).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: MESSAGES.server });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: MESSAGES.server });
    }
    if (status === 429) return reply.code(429).send({ message: error.message });
    // Fastify's own client errors (bad JSON, too large, unsupported media type) keep their status.
    return reply.code(status).send({ message: status === 404 ? MESSAGES.notFound : error.message });
  });
}
