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

/**
 * Paging as a list call's service receives it: `filter` parsed by that call's filter schema (each
 * list call has one beside its other schemas; the server's one paging parser applies it).
 */
export type PagingOf<Filter> = Omit<Paging, 'filter'> & { filter: Filter };

/** Ids are int4 columns: 1 to 2,147,483,647. */
export const MAX_FILTER_ID = 2_147_483_647;

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
export const FilterTextSchema = z
  .string()
  .max(200, 'At most 200 characters')
  .refine((value) => !value.includes('\u0000'), 'No control characters');

/** `request.filter.<day>`: a calendar day as YYYY-MM-DD (year 1 or later). */
export const FilterDaySchema = z.iso
  .date('Enter a date as YYYY-MM-DD')
  .refine((value) => !value.startsWith('0000'), 'Enter a date as YYYY-MM-DD');

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
