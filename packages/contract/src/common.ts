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

// ---------------------------------------------------------------- what every input field is built from

/** Ids are PostgreSQL `integer` (int4): anything above this could never match a row, and would fail in SQL. */
export const ID_MAX = 2_147_483_647;

export const INPUT_MESSAGES = {
  id: 'An id is a whole number from 1 to 2147483647',
  nul: 'Text cannot contain a NUL character',
  year: 'Choose a date between the years 1 and 9999',
} as const;

/** An id in a JSON body: a positive int4. */
export const IdSchema = z
  .number({ message: INPUT_MESSAGES.id })
  .int(INPUT_MESSAGES.id)
  .positive(INPUT_MESSAGES.id)
  .max(ID_MAX, INPUT_MESSAGES.id);

/** An id in a path or query string (text on the wire), with the same bounds as IdSchema. */
export const IdFromTextSchema = z.coerce
  .number({ message: INPUT_MESSAGES.id })
  .int(INPUT_MESSAGES.id)
  .positive(INPUT_MESSAGES.id)
  .max(ID_MAX, INPUT_MESSAGES.id);

/**
 * Every text field the API takes: PostgreSQL text can never hold NUL (U+0000), so a NUL is refused
 * here with a readable message rather than failing in SQL. Chain `.trim().min().max()` after it.
 */
export const TextSchema = z.string().refine((value) => !value.includes('\u0000'), INPUT_MESSAGES.nul);

/** Whether an ISO date or date-time falls in the years 1–9999 (UTC): PostgreSQL refuses year 0. */
export function isInSupportedYears(iso: string): boolean {
  const year = new Date(iso).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** A calendar date, YYYY-MM-DD, in the years 1–9999. */
export const IsoDateSchema = z.iso.date().refine(isInSupportedYears, INPUT_MESSAGES.year);

export const KeyValueSchema = z.object({ key: TextSchema.min(1).max(200), value: TextSchema.max(10_000) });
export type KeyValue = z.infer<typeof KeyValueSchema>;

export const IdParamSchema = z.object({ id: IdFromTextSchema });

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
