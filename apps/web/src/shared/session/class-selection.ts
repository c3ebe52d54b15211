import { hasCookieConsent } from '../ui/cookie-consent.ts';
import type { SessionGroup } from './school-rules.ts';

/** This browser's copy of the class chosen in the sidebar (kept always; logout clears local storage). */
export const SELECTED_CLASS_STORAGE_KEY = 'mathsight.selected-class';
/** The user-state key that carries the choice to the teacher's other browsers (functional cookies only). */
export const SELECTED_CLASS_STATE_KEY = 'selectedGroupId';

/** A stored class id; '' (or anything that is not an id) stands for All classes. */
export function parseGroupId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** How a choice is written down, in local storage and user state alike: '' for All classes. */
export function groupIdValue(groupId: number | null): string {
  return groupId === null ? '' : String(groupId);
}

/**
 * The class to start with when the app loads: the one kept with user state when functional cookies
 * are allowed and user state holds one (All classes too, as ''), else this browser's own. Whether the
 * class still exists is for chooseSelectedGroupId to judge.
 */
export function storedClassChoice(
  userState: Readonly<Record<string, string>>,
  browserValue: string | null,
  functionalAllowed: boolean,
): number | null {
  const saved = userState[SELECTED_CLASS_STATE_KEY];
  if (functionalAllowed && saved !== undefined) return parseGroupId(saved);
  return parseGroupId(browserValue);
}

/** What this browser keeps, or null when it keeps nothing or storage is blocked. */
export function readBrowserClass(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_CLASS_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeBrowserClass(groupId: number | null): void {
  try {
    if (groupId === null) window.localStorage.removeItem(SELECTED_CLASS_STORAGE_KEY);
    else window.localStorage.setItem(SELECTED_CLASS_STORAGE_KEY, groupIdValue(groupId));
  } catch {
    // Storage can be full or blocked; the choice still holds for this visit.
  }
}

/** Whether the choice may also be kept with user state (spec §2: functional cookies). */
export function mayKeepWithUserState(): boolean {
  return hasCookieConsent('functional');
}

/** "7B/Ma1", or "your classes" for All classes: for headings and empty states. */
export function classScopeName(group: SessionGroup | null): string {
  return group ? group.code : 'your classes';
}
