import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { connectionErrorIn, describeConnectionError } from '../db/connection-errors.ts';
import { HttpError, MESSAGES, RETRY_AFTER_SECONDS } from './errors.ts';

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

/** The safety net's answer: its own words, so the generated bad-input test can tell a schema gap. */
export const DATA_EXCEPTION_MESSAGE = 'The request holds a value that cannot be stored.';

/**
 * SQLSTATE class 22, "data exception": a value the database cannot hold (NUL in text, an integer out
 * of range, year 0). The caller sent it, so it is a 400, not a server error. Drivers and Drizzle
 * wrap the database's error, so the `cause` chain is searched.
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
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
    const lost = connectionErrorIn(error);
    if (lost) {
      // The database is away (restarting, failing over): the same call works once it is back, so the
      // client is told to try again; the log names the failure, never the query or its values.
      request.log.warn({ reason: describeConnectionError(lost) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: MESSAGES.unavailable });
    }
    if (isDataException(error)) {
      // A safety net only: the contract's schemas should have refused the value; the warning says where.
      request.log.warn({ err: error }, 'the database refused a value the contract let through');
      return reply.code(400).send({ message: DATA_EXCEPTION_MESSAGE });
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

/**
 * Fastify's `frameworkErrors` option: a URL the router refuses before any route runs (a malformed
 * escape, a parameter over maxParamLength) would otherwise leave in Fastify's own shape, echoing the
 * whole URL back. Answered here in the one error shape, without the URL.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({ message: MESSAGES.invalid });
}
