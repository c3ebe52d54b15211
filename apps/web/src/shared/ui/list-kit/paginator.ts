/** A page number, or the marker for a run of pages left out. */
export type PageItem = number | typeof PAGE_GAP;

export const PAGE_GAP = '…';

/**
 * The pages a paginator shows (spec §2 "Data tables"): the first page, the last page, and the
 * current page with its neighbours; a gap of two or more pages becomes one '…' marker. A gap of
 * exactly one page shows that page instead, because the marker would take the same room and hide
 * it for nothing. So page 5 of 10 gives [1, '…', 4, 5, 6, '…', 10], and page 4 of 10 gives
 * [1, 2, 3, 4, 5, '…', 10]. `current` is 1-based and is clamped into range; no pages give [].
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), totalPages);
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const n of shown) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push(PAGE_GAP);
    items.push(n);
    previous = n;
  }
  return items;
}

/** The number of pages `total` items fill at `pageSize` a page (at least 1, so an empty list has a page). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize < 1) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
