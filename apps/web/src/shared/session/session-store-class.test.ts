import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeGroup, makeMeResponse, makeUserSchool } from '../../test/me-fixture.ts';
import { resetAllStores } from '../state/store-registry.ts';
import { clearCookieConsent, saveCookieConsent } from '../ui/cookie-consent.ts';
import { toMe } from './api/get-me.ts';
import { SELECTED_CLASS_STORAGE_KEY } from './class-selection.ts';
import { useSessionStore } from './session-store.ts';

beforeEach(() => resetAllStores());
afterEach(() => clearCookieConsent());

const state = () => useSessionStore.getState();
const twoClasses = [makeGroup(11), makeGroup(12)];
const meWith = (userState: Array<{ key: string; value: string }> = [], groups = twoClasses) =>
  toMe(makeMeResponse({ groups, userState }));
const kept = () => localStorage.getItem(SELECTED_CLASS_STORAGE_KEY);

describe('the class selection across reloads, browsers and schools', () => {
  it('keeps a choice in this browser and starts from it on the next load', () => {
    state().applyMe(meWith(), 1);
    state().selectGroup(12);
    expect(kept()).toBe('12');
    resetAllStores(); // a reload
    state().applyMe(meWith(), 1);
    expect(state().selectedGroupId).toBe(12);
    state().selectGroup(null);
    expect(kept()).toBeNull();
  });

  it('falls back to All classes when the kept class no longer exists', () => {
    localStorage.setItem(SELECTED_CLASS_STORAGE_KEY, '99');
    state().applyMe(meWith(), 1);
    expect(state().selectedGroupId).toBeNull();
  });

  it('lets user state win on load when functional cookies are accepted', () => {
    localStorage.setItem(SELECTED_CLASS_STORAGE_KEY, '11');
    saveCookieConsent({ functional: true, analytics: false });
    state().applyMe(meWith([{ key: 'selectedGroupId', value: '12' }]), 1);
    expect(state().selectedGroupId).toBe(12);
    resetAllStores();
    // All classes chosen in another browser.
    state().applyMe(meWith([{ key: 'selectedGroupId', value: '' }]), 1);
    expect(state().selectedGroupId).toBeNull();
  });

  it('leaves user state unread without functional cookies', () => {
    localStorage.setItem(SELECTED_CLASS_STORAGE_KEY, '11');
    saveCookieConsent({ functional: false, analytics: true });
    state().applyMe(meWith([{ key: 'selectedGroupId', value: '12' }]), 1);
    expect(state().selectedGroupId).toBe(11);
  });

  it('keeps the choice made during a visit when users/me answers again', () => {
    saveCookieConsent({ functional: true, analytics: false });
    state().applyMe(meWith([{ key: 'selectedGroupId', value: '12' }]), 1);
    state().selectGroup(11);
    state().applyMe(meWith([{ key: 'selectedGroupId', value: '12' }]), 1);
    expect(state().selectedGroupId).toBe(11);
  });

  it('auto-selects a single class whatever was kept', () => {
    localStorage.setItem(SELECTED_CLASS_STORAGE_KEY, '12');
    state().applyMe(meWith([], [makeGroup(11)]), 1);
    expect(state().selectedGroupId).toBe(11);
  });

  it('forgets the choice on a change of school', () => {
    const userSchools = [makeUserSchool(1), makeUserSchool(2)];
    state().applyMe(toMe(makeMeResponse({ userSchools, groups: twoClasses })), 1);
    state().selectGroup(12);
    state().switchSchool(2);
    expect(state().selectedGroupId).toBeNull();
    expect(kept()).toBeNull();
    // The new school's answer, with a class of that school, does not bring a selection back.
    state().applyMe(
      toMe(
        makeMeResponse({
          userSchools,
          groups: [makeGroup(21, { schoolId: 2 }), makeGroup(22, { schoolId: 2 })],
        }),
      ),
      2,
    );
    expect(state().selectedGroupId).toBeNull();
  });
});
