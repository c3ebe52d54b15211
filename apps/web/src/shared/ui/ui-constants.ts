/**
 * The interface timings and sizes from the spec (§2 "Interface behaviours", §9), in one place
 * so that a change to the product's behaviour is made once.
 */

/** The loading screen offers a logout link after this long. */
export const LOADING_LOGOUT_PROMPT_MS = 5_000;
/** The loading screen forces /logout once it has waited more than this. */
export const LOADING_FORCE_LOGOUT_MS = 120_000;

/** Toasts close by themselves after this long (hovering pauses the timer). */
export const TOAST_AUTO_CLOSE_MS = 5_000;

/** A carousel shows each slide for this long before moving on by itself. */
export const CAROUSEL_INTERVAL_MS = 5_000;
/** The cross-fade between two carousel slides. */
export const CAROUSEL_FADE_MS = 300;

/** Rows per page of a data table. */
export const TABLE_PAGE_SIZE = 10;
/** A data table waits this long after the last change of page, sort or search before it fetches. */
export const TABLE_FETCH_DEBOUNCE_MS = 100;
/** Below this width a data table scrolls sideways instead of squeezing its columns. */
export const TABLE_MIN_WIDTH_PX = 650;

/** The Plus badge shines again after a random pause in this range. */
export const PLUS_SHINE_MIN_DELAY_MS = 5_000;
export const PLUS_SHINE_MAX_DELAY_MS = 12_000;

/** How many numbered default avatars exist (`/avatars/default/1.svg` to `50.svg`). */
export const DEFAULT_AVATAR_COUNT = 50;

/** A download that takes longer than this shows how far it has got, with a Cancel. */
export const DOWNLOAD_PROGRESS_DELAY_MS = 1_000;
/** How often the progress shown is brought up to date while a download runs. */
export const DOWNLOAD_PROGRESS_REFRESH_MS = 250;
/** How often a screen reader is told the progress (a polite live region; more often would drown it). */
export const DOWNLOAD_PROGRESS_ANNOUNCE_MS = 5_000;
