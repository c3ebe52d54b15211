import { NoFilterSchema, type PagingOf, PagingSchema } from '@mathsight/contract/common.ts';
import { z } from 'zod';
import { badRequest, MESSAGES } from './errors.ts';
import { modelStateFromZod } from './zod-model-state.ts';

type Query = Record<string, unknown>;
type ModelState = Record<string, string[]>;

/**
 * The querystring of a list call as Fastify hands it over (`request.skip`, `request.filter.<name>`,
 * a repeated key as an array); parsePaging gives it meaning.
 */
export const PagingQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** A list call's filters: one object schema, each filter a string in (as it came in the URL). */
export type FilterSchema = z.ZodObject<z.ZodRawShape>;

export interface PagingOptions<F extends FilterSchema> {
  /** The page size when the request names none. */
  take: number;
  maxTake?: number;
  /** The call's filter schema from the contract; without one, any filter is refused. */
  filter?: F;
  /** Filters that are lists: a repeated key adds to the comma-separated list rather than replacing it. */
  lists?: ReadonlyArray<keyof z.output<F> & string>;
}

// Built once: a Zod schema compiles itself on its first parse, so one made per request costs a compile each time.
const PageAndSortSchema = PagingSchema.omit({ filter: true });

const sortKey = /^request\.sort\[(\d{1,2})\]\.(FieldName|Direction)$/;
const FILTER = 'request.filter.';

/**
 * The one parser for the spec's paging query: request.skip, request.take,
 * request.filter.<name> and request.sort[i].FieldName / .Direction. The filters are parsed by the
 * call's schema and handed to the service typed; an unknown or malformed one answers 400 with
 * `request.filter.<name>` in modelState. An empty filter (`request.filter.type=`) is no filter, as
 * the web app's builder treats it.
 */
export function parsePaging<F extends FilterSchema = typeof NoFilterSchema>(
  query: Query,
  options: PagingOptions<F>,
): PagingOf<z.output<F>> {
  // A Map, so that `request.filter.__proto__` is a name like any other (and refused as unknown).
  const filter = new Map<string, string>();
  const sorts: Array<{ fieldName?: string; direction?: string }> = [];
  let skip: unknown;
  let take: unknown;
  const lists = new Set<string>(options.lists ?? []);
  for (const [key, raw] of Object.entries(query)) {
    const isList = Array.isArray(raw) && key.startsWith(FILTER) && lists.has(key.slice(FILTER.length));
    const value = isList
      ? raw.filter((part) => part !== '').join(',')
      : Array.isArray(raw)
        ? raw.at(-1)
        : raw;
    if (typeof value !== 'string') continue;
    if (key === 'request.skip') skip = toInt(value);
    else if (key === 'request.take') take = toInt(value);
    else if (key.startsWith(FILTER)) {
      if (value !== '') filter.set(key.slice(FILTER.length), value);
    } else {
      const m = sortKey.exec(key);
      if (m) {
        const i = Number(m[1]);
        const entry = (sorts[i] ??= {});
        if (m[2] === 'FieldName') entry.fieldName = value;
        else entry.direction = value;
      }
    }
  }
  const paging = PageAndSortSchema.safeParse({
    skip: skip ?? 0,
    take: take ?? options.take,
    sort: sorts
      .filter(Boolean)
      .map((s) => ({ fieldName: s.fieldName, direction: s.direction ?? 'Ascending' })),
  });
  const filters = parseFilters(filter, options.filter ?? NoFilterSchema);
  const modelState: ModelState = {
    ...(paging.success ? {} : modelStateFromZod(paging.error, 'request')),
    ...(filters.success ? {} : filters.modelState),
  };
  if (!paging.success || !filters.success) throw badRequest(MESSAGES.invalid, modelState);
  if (options.maxTake !== undefined && paging.data.take > options.maxTake) {
    throw badRequest(MESSAGES.invalid, { 'request.take': [`Take at most ${options.maxTake} at a time`] });
  }
  return { ...paging.data, filter: filters.data as z.output<F> };
}

type FilterResult = { success: true; data: unknown } | { success: false; modelState: ModelState };

function parseFilters(filter: Map<string, string>, schema: FilterSchema): FilterResult {
  const known = new Set(Object.keys(schema.shape));
  const unknown = [...filter.keys()].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    return {
      success: false,
      modelState: Object.fromEntries(unknown.map((name) => [`${FILTER}${name}`, ['Unknown filter']])),
    };
  }
  const parsed = schema.safeParse(Object.fromEntries(filter));
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, modelState: modelStateFromZod(parsed.error, 'request.filter') };
}

function toInt(value: string): number | string {
  return /^-?\d+$/.test(value) ? Number(value) : value;
}
