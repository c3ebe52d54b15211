import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

declare const serialised: unique symbol;

/**
 * JSON text of a `T`, checked against T's contract schema when it was written (serialiseJson is the
 * only way to make one). Services build it once for answers they cache, so a cache hit costs no
 * mapping, validation or serialisation (decision 0005).
 */
export type SerialisedJson<T> = string & { readonly [serialised]: T };

/** Checks `value` against its schema (a 500 if the server built a wrong answer) and writes it as JSON. */
export function serialiseJson<S extends z.ZodType>(schema: S, value: unknown): SerialisedJson<z.output<S>> {
  return JSON.stringify(schema.parse(value)) as SerialisedJson<z.output<S>>;
}

/**
 * Sends JSON text as it is: Fastify sends a string with a JSON content type without serialising it
 * again, so the route's response schema documents the call but is not re-applied.
 */
export function sendSerialisedJson<T>(reply: FastifyReply, json: SerialisedJson<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
