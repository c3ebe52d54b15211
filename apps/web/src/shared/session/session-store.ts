import type { User, UserSchool } from '@mathsight/contract/users.ts';
import { createResettableStore } from '../state/store-registry.ts';
import type { Me } from './api/get-me.ts';
import {
  mayKeepWithUserState,
  readBrowserClass,
  storedClassChoice,
  writeBrowserClass,
} from './class-selection.ts';
import {
  chooseFirstSchool,
  chooseSelectedGroupId,
  isPendingMembership,
  type SessionGroup,
} from './school-rules.ts';

/** Spec §3 "School session state", plus the user the shell greets and the user's saved state. */
export interface SessionState {
  user: User | null;
  userSchools: UserSchool[];
  currentSchool: UserSchool | null;
  schoolId: number | null;
  teacherId: number | null;
  /** The current school's classes, demo classes excluded; empty for a Pending teacher. */
  groups: SessionGroup[];
  demoGroups: SessionGroup[];
  /** The class chosen in the sidebar's class selector (null: All classes); every screen of work follows it. */
  selectedGroupId: number | null;
  userState: Record<string, string>;
  /** The answer last applied, so re-applying the same cached answer keeps newer user state. */
  appliedMe: Me | null;
  /** Takes in a users/me answer for the school in the address (null when the address names none). */
  applyMe: (me: Me, urlSchoolId: number | null) => void;
  /**
   * Spec §4: switching school clears the class selection and sets school, teacher and current
   * school from the matching user school. Returns that school, or null if the user has no such school.
   */
  switchSchool: (schoolId: number) => UserSchool | null;
  /** Chooses a class for this visit and this browser (useSelectClass also keeps it with user state). */
  selectGroup: (groupId: number | null) => void;
  setUserStateValue: (key: string, value: string | undefined) => void;
}

export const useSessionStore = createResettableStore<SessionState>((set, get) => ({
  user: null,
  userSchools: [],
  currentSchool: null,
  schoolId: null,
  teacherId: null,
  groups: [],
  demoGroups: [],
  selectedGroupId: null,
  userState: {},
  appliedMe: null,
  applyMe: (me, urlSchoolId) => {
    const previous = get();
    const school = chooseFirstSchool(me.userSchools, urlSchoolId, me.currentSchoolId);
    const schoolId = school?.schoolId ?? null;
    const pending = isPendingMembership(school);
    // The answer is about one school; never show another school's classes under this one.
    const ofSchool = (groups: SessionGroup[]) => groups.filter((g) => g.schoolId === schoolId);
    const groups = pending ? [] : ofSchool(me.groups);
    // The first answer of a visit starts from the kept choice (user state wins when it may be read);
    // later ones keep the choice made since; a change of school starts from All classes.
    const previousGroupId =
      previous.schoolId === schoolId
        ? previous.selectedGroupId
        : previous.schoolId === null
          ? storedClassChoice(me.userState, readBrowserClass(), mayKeepWithUserState())
          : null;
    set({
      user: me.user,
      userSchools: me.userSchools,
      currentSchool: school,
      schoolId,
      teacherId: school?.teacher.teacherId ?? null,
      groups,
      demoGroups: pending ? [] : ofSchool(me.demoGroups),
      selectedGroupId: chooseSelectedGroupId(groups, previousGroupId),
      userState: previous.appliedMe === me ? previous.userState : me.userState,
      appliedMe: me,
    });
  },
  switchSchool: (schoolId) => {
    const school = get().userSchools.find((s) => s.schoolId === schoolId) ?? null;
    if (!school) return null;
    writeBrowserClass(null);
    set({
      currentSchool: school,
      schoolId: school.schoolId,
      teacherId: school.teacher.teacherId,
      selectedGroupId: null,
      // The classes belong to the old school; the new school's arrive with its users/me answer.
      groups: [],
      demoGroups: [],
    });
    return school;
  },
  selectGroup: (groupId) => {
    writeBrowserClass(groupId);
    set({ selectedGroupId: groupId });
  },
  setUserStateValue: (key, value) =>
    set(({ userState }) => {
      const next = { ...userState };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return { userState: next };
    }),
}));
