/**
 * What the web app needs to track a page, apart from the calls' schemas so that the public pages'
 * first download carries no Zod (the /login budget, issue 26 point 4).
 */

/** The web app's own `source` for its events (spec §7: "a fixed string for the classroom app"). */
export const TRACKING_SOURCE = 'mathsight-classroom';

/** A page's identifier in an event: its path with the digits taken out (spec §9), so no id is kept. */
export function pageIdentifier(path: string): string {
  return path.replace(/\d+/g, '').replace(/\/{2,}/g, '/');
}
