import { type Paging, PagingSchema } from '@mathsight/contract/common.ts';
import { z } from 'zod';
import { badRequest } from './errors.ts';
import { modelStateFromZod } from './zod-model-state.ts';

type Query = Record<string, unknown>;

/**
 * The querystring of a list call as Fastify hands it over (`request.skip`, `request.filter.<name>`,
 * a repeated key as an array); parsePaging gives it meaning.
 */
export const PagingQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const sortKey = /^request\.sort\[(\d{1,2})\]\.(FieldName|Direction)$/;

/**
 * The one parser for the spec's paging query: request.skip, request.take,
 * request.filter.<name> and request.sort[i].FieldName / .Direction.
 */
export function parsePaging(query: Query, defaults: { take: number; maxTake?: number }): Paging {
  const filter: Record<string, string> = {};
  const sorts: Array<{ fieldName?: string; direction?: string }> = [];
  let skip: unknown;
  let take: unknown;
  for (const [key, raw] of Object.entries(query)) {
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    if (typeof value !== 'string') continue;
    if (key === 'request.skip') skip = toInt(value);
    else if (key === 'request.take') take = toInt(value);
    else if (key.startsWith('request.filter.')) filter[key.slice('request.filter.'.length)] = value;
    else {
      const m = sortKey.exec(key);
      if (m) {
        const i = Number(m[1]);
        const entry = (sorts[i] ??= {});
        if (m[2] === 'FieldName') entry.fieldName = value;
        else entry.direction = value;
      }
    }
  }
  const parsed = PagingSchema.safeParse({
    skip: skip ?? 0,
    take: take ?? defaults.take,
    filter,
    sort: sorts
      .filter(Boolean)
      .map((s) => ({ fieldName: s.fieldName, direction: s.direction ?? 'Ascending' })),
  });
  if (!parsed.success)
    throw badRequest('The request is invalid.', modelStateFromZod(parsed.error, 'request'));
  if (defaults.maxTake !== undefined && parsed.data.take > defaults.maxTake) {
    throw badRequest('The request is invalid.', {
      'request.take': [`Take at most ${defaults.maxTake} at a time`],
    });
  }
  return parsed.data;
}

function toInt(value: string): number | string {
  return /^-?\d+$/.test(value) ? Number(value) : value;
}
