/** A positive whole id from the address, or 0 when the segment is not one (the page then says so). */
export function idParam(value: string | null | undefined): number {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
}

/** The class the results are narrowed to (`?groupId=`), or null for every class of the work. */
export function groupIdParam(search: URLSearchParams): number | null {
  return idParam(search.get('groupId')) || null;
}
