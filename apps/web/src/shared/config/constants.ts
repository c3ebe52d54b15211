/**
 * The product's business constants and limits (spec §9), in one place so that a change to the
 * product's behaviour is made once. Interface timings of the UI kit live in shared/ui/ui-constants.ts.
 */

export const PRODUCT_NAME = 'Mathsight';

/** Every data-API call gives up after this long unless it asks for longer. */
export const REQUEST_TIMEOUT_MS = 180_000;
/** Report CSV exports are slow by nature: the short and the long variant. */
export const REPORT_CSV_TIMEOUT_MS = 300_000;
export const REPORT_CSV_LONG_TIMEOUT_MS = 360_000;
/** A sync with a school management system can take half an hour. */
export const SYNC_TIMEOUT_MS = 1_800_000;

/** The server's data is cached for a day (spec: 1440 minutes). */
export const CACHE_LIFETIME_MS = 1440 * 60 * 1000;

/** The auth token cookie lives this many days. */
export const TOKEN_COOKIE_MAX_AGE_DAYS = 14;

/** A hash in the address scrolls to its element after this delay, so the screen has rendered. */
export const HASH_SCROLL_DELAY_MS = 100;

/** A signed-in, visible tab tells the server it is alive this often. */
export const HEARTBEAT_INTERVAL_MS = 5 * 60 * 1000;

/** The access token is renewed when fewer than this many milliseconds of its life remain. */
export const ACCESS_TOKEN_RENEW_MARGIN_MS = 60_000;

/** Page sizes of the lists the screens show. */
export const PAGE_SIZE = {
  teachers: 20,
  schoolSearch: 50,
  assignments: 30,
  notifications: 30,
  table: 10,
} as const;
/** The "all of them" limit used where the spec asks for everything. */
export const DEFAULT_LARGE_LIMIT = 10_000;
export const TOPIC_SEARCH_TAKE = 999;
export const TOPIC_SEARCH_TAKE_B2B = 9999;
export const PREDICTED_SCORE_MIN_ANSWERS = 10;
export const DEFAULT_TOPIC_COLLECTION_ID = 4;
export const DEFAULT_COUNTRY = 'GB';
export const DEFAULT_MONTHS = 1;

/** Sent as X-Source on every call so the server can tell the teacher app from the others. */
export const API_SOURCE = 'mathsight-teacher-app';

/** The tutor site /tutor/* forwards to, keeping the path. */
export const TUTOR_ORIGIN = 'https://tutor.mathsight.app';
