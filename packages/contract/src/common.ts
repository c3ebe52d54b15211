import { z } from 'zod';

/** A plain failure: `{ message }`. Never carries a stack trace or a sensitive field. */
export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A validation failure (400): one list of messages per field. */
export const ValidationErrorBodySchema = z.object({
  message: z.string(),
  modelState: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBodySchema>;

export const KeyValueSchema = z.object({ key: z.string().min(1).max(200), value: z.string().max(10_000) });
export type KeyValue = z.infer<typeof KeyValueSchema>;

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const SortDirectionSchema = z.enum(['Ascending', 'Descending']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

/** The spec's paging in a parsed form: request.skip, request.take, request.filter.*, request.sort[i].*. */
export const PagingSchema = z.object({
  skip: z.number().int().min(0).max(1_000_000).default(0),
  take: z.number().int().min(1).max(10_000).default(10),
  filter: z.record(z.string(), z.string()).default({}),
  sort: z
    .array(z.object({ fieldName: z.string().min(1).max(100), direction: SortDirectionSchema }))
    .default([]),
});
export type Paging = z.infer<typeof PagingSchema>;

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

/** Fields that must never appear in a response or an error body. */
export const SENSITIVE_FIELDS = [
  'password',
  'passwordHash',
  'token',
  'refreshToken',
  'accessToken',
  'hash',
  'secret',
] as const;
