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

/**
 * Whether an ISO date or date-time falls in the years 1–9999 (UTC): PostgreSQL refuses year 0. Text
 * that is no date at all passes here, so that only the format check's message is shown for it.
 */
export function isInSupportedYears(iso: string): boolean {
  const year = new Date(iso).getUTCFullYear();
  return Number.isNaN(year) || (year >= 1 && year <= 9999);
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

/**
 * Paging as a list call's service receives it: `filter` parsed by that call's filter schema (each
 * list call has one beside its other schemas; the server's one paging parser applies it).
 */
export type PagingOf<Filter> = Omit<Paging, 'filter'> & { filter: Filter };

/** Ids are int4 columns: 1 to 2,147,483,647 (the one cap, ID_MAX). */
export const MAX_FILTER_ID = ID_MAX;

/** `request.filter.<id>`: one id, written as digits. */
export const FilterIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Enter an id')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Enter an id').max(MAX_FILTER_ID, 'Enter an id'));

/** `request.filter.<ids>`: up to 50 ids, comma-separated. */
export const FilterIdListSchema = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'A comma-separated list of class ids')
  .transform((value) => value.split(',').map(Number))
  .pipe(z.array(z.number().int().min(1).max(MAX_FILTER_ID, 'A comma-separated list of class ids')).min(1));

/** `request.filter.searchText` and the like: words typed into a search box (no NUL, at most 200). */
export const FilterTextSchema = TextSchema.max(200, 'At most 200 characters');

/** `request.filter.<day>`: a calendar day as YYYY-MM-DD (year 1 or later). */
export const FilterDaySchema = z.iso
  .date('Enter a date as YYYY-MM-DD')
  .refine(isInSupportedYears, 'Enter a date as YYYY-MM-DD');

/** A list call that takes no filters: any `request.filter.<name>` is refused (400). */
export const NoFilterSchema = z.object({});

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
