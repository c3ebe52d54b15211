import type { Paging } from '@mathsight/contract/common.ts';

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/**
 * The spec's paging in query-string form: request.skip, request.take, request.filter.X and
 * request.sort[i].FieldName / .Direction — the one builder the server's one parser reads.
 */
export function pagingParams(paging: Partial<Paging>): Record<string, string> {
  const out: Record<string, string> = {};
  if (paging.skip !== undefined) out['request.skip'] = String(paging.skip);
  if (paging.take !== undefined) out['request.take'] = String(paging.take);
  for (const [name, value] of Object.entries(paging.filter ?? {})) {
    if (value !== '') out[`request.filter.${name}`] = value;
  }
  (paging.sort ?? []).forEach((s, i) => {
    out[`request.sort[${i}].FieldName`] = s.fieldName;
    out[`request.sort[${i}].Direction`] = s.direction;
  });
  return out;
}

/** A query string (with its leading "?", or "" when empty); null and undefined values are left out. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const v of value) search.append(name, String(v));
    } else {
      search.append(name, String(value));
    }
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
