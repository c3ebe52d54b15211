const numberFormat = new Intl.NumberFormat('en-GB');

function results(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? 'result' : 'results'}`;
}

export interface PagerTextInput {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** All matching items across every page. */
  total: number;
}

/**
 * The line under a data table (spec §2 "Data tables"): 'a–b of n results' (with an en dash), or
 * just 'n results' when everything fits on one page, that is when the total is below the page
 * size. "result(s)" is written out properly: '1 result', '0 results', '3 results'.
 */
export function pagerText({ page, pageSize, total }: PagerTextInput): string {
  if (total < pageSize) return results(total);
  const first = (Math.max(1, page) - 1) * pageSize + 1;
  const last = Math.min(first + pageSize - 1, total);
  return `${numberFormat.format(first)}–${numberFormat.format(last)} of ${results(total)}`;
}

/**
 * The line under a list that loads as it scrolls: "50 of 2000 loaded: scroll for more" until all are
 * in, then "2000 students" (`one` and `many` name a row: "student", "students").
 */
export function loadedText(loaded: number, total: number, one: string, many: string): string {
  return loaded < total
    ? `${loaded} of ${total} loaded: scroll for more`
    : `${total} ${total === 1 ? one : many}`;
}
