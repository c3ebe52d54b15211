import { beforeEach, describe, expect, it } from 'vitest';
import { makeGroup, makeMeResponse, makeUserSchool } from '../../test/me-fixture.ts';
import { resetAllStores } from '../state/store-registry.ts';
import { toMe } from './api/get-me.ts';
import { useSessionStore } from './session-store.ts';

beforeEach(() => resetAllStores());

const state = () => useSessionStore.getState();

describe('the session store', () => {
  it('applies a users/me answer: school, teacher, classes without demo ones, user state as a map', () => {
    const me = toMe(
      makeMeResponse({
        groups: [makeGroup(11), makeGroup(12), makeGroup(13, { isDemo: true })],
        demoGroups: [makeGroup(14, { isDemo: true })],
      }),
    );
    state().applyMe(me, null);
    expect(state()).toMatchObject({
      schoolId: 1,
      teacherId: 100,
      selectedGroupId: null,
      userState: { theme: 'light' },
    });
    expect(state().currentSchool?.name).toBe('Oakfield Academy');
    expect(state().groups.map((g) => g.groupId)).toEqual([11, 12]);
    expect(
      state()
        .demoGroups.map((g) => g.groupId)
        .sort(),
    ).toEqual([13, 14]);
    expect(state().groups[0]).toMatchObject({ yearGroupName: 'Year 10', ordinal: 10 });
  });

  it('auto-selects a single class and keeps a previous choice across answers', () => {
    state().applyMe(toMe(makeMeResponse({ groups: [makeGroup(11)] })), 1);
    expect(state().selectedGroupId).toBe(11);
    state().applyMe(toMe(makeMeResponse({ groups: [makeGroup(11), makeGroup(12)] })), 1);
    expect(state().selectedGroupId).toBe(11);
    state().selectGroup(12);
    state().applyMe(toMe(makeMeResponse({ groups: [makeGroup(11), makeGroup(12)] })), 1);
    expect(state().selectedGroupId).toBe(12);
  });

  it('gives a Pending teacher no class list', () => {
    const me = toMe(
      makeMeResponse({
        userSchools: [makeUserSchool(1, { schoolMembershipStatus: 'Pending' })],
        groups: [makeGroup(11)],
      }),
    );
    state().applyMe(me, 1);
    expect(state().groups).toEqual([]);
    expect(state().selectedGroupId).toBeNull();
  });

  it('starts in the address school, else the current one, else the highest id', () => {
    const userSchools = [makeUserSchool(1), makeUserSchool(5), makeUserSchool(3)];
    state().applyMe(toMe(makeMeResponse({ userSchools, currentSchoolId: 3 })), 5);
    expect(state().schoolId).toBe(5);
    state().applyMe(toMe(makeMeResponse({ userSchools, currentSchoolId: 3 })), null);
    expect(state().schoolId).toBe(3);
    state().applyMe(toMe(makeMeResponse({ userSchools, currentSchoolId: null })), null);
    expect(state().schoolId).toBe(5);
    expect(state().teacherId).toBe(500);
  });

  it('switching school clears the class selection and sets school, teacher and current school', () => {
    const userSchools = [makeUserSchool(1), makeUserSchool(2, { teacherId: 222 }, 'Riverside High')];
    state().applyMe(toMe(makeMeResponse({ userSchools, groups: [makeGroup(11)] })), 1);
    expect(state().selectedGroupId).toBe(11);
    const chosen = state().switchSchool(2);
    expect(chosen?.name).toBe('Riverside High');
    expect(state()).toMatchObject({ schoolId: 2, teacherId: 222, selectedGroupId: null, groups: [] });
    expect(state().currentSchool?.schoolId).toBe(2);
    expect(state().switchSchool(99)).toBeNull();
    expect(state().schoolId).toBe(2);
  });

  it('keeps newer user state when the same cached answer is applied again', () => {
    const me = toMe(makeMeResponse());
    state().applyMe(me, 1);
    state().setUserStateValue('theme', 'dark');
    state().applyMe(me, 1);
    expect(state().userState.theme).toBe('dark');
  });
});
