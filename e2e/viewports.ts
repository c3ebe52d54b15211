/**
 * Journeys run at laptop size (the config's viewport); a browser context a journey opens itself takes
 * LAPTOP too. Phone size is checked screen by screen in phone.e2e.ts, and in the journeys whose point
 * is what stays in view on a small screen.
 */
export const LAPTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
