/** What the link builders of paths/ share: an id as a path segment, and a query string. */

export type Id = number | string;

/** An id as the text of one path segment. */
export const segment = (id: Id) => String(id);

/** A path with a query string; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) search.set(k, v);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
