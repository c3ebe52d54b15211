import { primaryRole, type UserRole } from '@mathsight/contract/auth.ts';
import type { KeyValue } from '@mathsight/contract/common.ts';
import {
  type Group,
  type MeInclude,
  type MeResponse,
  MeResponseSchema,
  type UpdateUserRequest,
  yearGroupOrdinal,
} from '@mathsight/contract/users.ts';
import type { Caller } from '../../auth/authenticate.ts';
import type { ChatSupportIdentity } from '../../auth/chat-support.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import { type SerialisedJson, serialiseJson } from '../../http/serialised-json.ts';
import type { ContextChanges } from '../../notify-bus/context-changes.ts';
import { assertCanEditProfile, STUDENT_NAME_MESSAGE } from '../../policies/profile.ts';
import { assertSelf } from '../../policies/roles.ts';
import { chooseSchoolId } from './choose-school.ts';
import { MeCache } from './me-cache.ts';
import type { UsersRepository } from './users.repository.ts';

export const PROFILE_MESSAGES = {
  emailChange: 'Your email address cannot be changed here. Please contact support.',
  studentName: STUDENT_NAME_MESSAGE,
} as const;

export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly chatSupport: ChatSupportIdentity,
    private readonly changes: ContextChanges,
    private readonly cache: MeCache,
  ) {}

  /**
   * users/me as JSON text, from the cache when nothing it depends on has changed since.
   * It is read on every page load by every teacher, so it is the one answer worth caching.
   */
  async meJson(
    caller: Caller,
    includes: MeInclude[],
    askedSchoolId: number | undefined,
  ): Promise<SerialisedJson<MeResponse>> {
    // A parent's children change with the school's links, which publish no context change: asked fresh.
    if (includes.includes('children'))
      return serialiseJson(MeResponseSchema, await this.me(caller, includes, askedSchoolId));
    const key = MeCache.key(caller.userId, askedSchoolId, includes);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const me = await this.me(caller, includes, askedSchoolId);
    const json = serialiseJson(MeResponseSchema, me);
    this.cache.set(key, { json, userId: caller.userId, schoolId: me.schoolId });
    return json;
  }

  /** The signed-in user's context: their schools, the chosen school and whatever includes were asked for. */
  async me(caller: Caller, includes: MeInclude[], askedSchoolId: number | undefined): Promise<MeResponse> {
    const user = await this.repo.findUser(caller.userId);
    if (!user) throw notFound();
    const roles = user.roles as UserRole[];
    const memberships = roles.includes('Teacher') ? await this.repo.listMemberships(user.id) : [];
    const schoolId = chooseSchoolId(
      memberships.map((m) => m.schoolId),
      askedSchoolId,
      user.currentSchoolId,
    );
    if (schoolId === undefined) throw notFound();
    const membership = memberships.find((m) => m.schoolId === schoolId) ?? null;
    const confirmed = membership?.membershipStatus === 'Confirmed';
    const want = new Set(includes);

    const isParent = primaryRole(roles) === 'Parent';
    const [allGroups, teachers, featureFlags, state, student, children, endedChildLinks] = await Promise.all([
      want.has('groups') && membership && confirmed ? this.#groups(membership.teacherId) : undefined,
      want.has('teachers') && membership && confirmed
        ? this.repo.listSchoolTeachers(membership.schoolId)
        : undefined,
      want.has('feature-flags') ? this.repo.listFeatureFlags(user.id, schoolId) : undefined,
      want.has('user-state') ? this.repo.listUserState(user.id) : undefined,
      roles.includes('Student') ? this.repo.findStudent(user.id) : null,
      want.has('children') && isParent ? this.repo.listChildren(user.id) : undefined,
      want.has('ended-child-links') && isParent ? this.repo.listEndedChildLinks(user.id) : undefined,
    ]);
    // Pending teachers get no class list (spec §4): the arrays are present but empty.
    const groupsForSchool = want.has('groups') ? (allGroups ?? []) : undefined;

    return {
      user: {
        userId: user.id,
        userRole: primaryRole(roles) ?? 'Teacher',
        roles,
        title: user.title,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        isEmailConfirmed: user.emailConfirmedAt !== null,
        userName: user.userName,
        dateJoined: user.dateJoined.toISOString(),
        dateOfBirth: user.dateOfBirth,
        isAuthenticated: true,
        chatSupportIdentityHash: this.chatSupport.hash(user.id),
        isPlus: user.isPlus,
      },
      userSchools: memberships.map((m) => ({
        schoolId: m.schoolId,
        name: m.name,
        teacher: {
          teacherId: m.teacherId,
          schoolMembershipStatus: m.membershipStatus,
          isSchoolAdministrator: m.isSchoolAdministrator,
          verifiedInSchool: m.verifiedInSchool,
        },
      })),
      currentSchoolId: user.currentSchoolId,
      schoolId,
      teacherId: membership?.teacherId ?? null,
      schoolName: membership?.name ?? null,
      verifiedInSchool: membership?.verifiedInSchool ?? false,
      isSchoolAdministrator: membership?.isSchoolAdministrator ?? false,
      motivationalFeaturesEnabled: membership?.motivationalFeaturesEnabled ?? true,
      ...(groupsForSchool && {
        groups: groupsForSchool.filter((g) => !g.isDemo),
        demoGroups: groupsForSchool.filter((g) => g.isDemo),
      }),
      ...(teachers && { teachers }),
      ...(want.has('teachers') && !teachers && { teachers: [] }),
      ...(featureFlags && { featureFlags }),
      ...(state && { userState: state }),
      student,
      // The parent's context (spec §6): the children they are linked to now, and only those.
      ...(want.has('children') && { children: children ?? [] }),
      ...(want.has('ended-child-links') && { endedChildLinks: endedChildLinks ?? [] }),
    };
  }

  /**
   * A user's own profile. The email address is a sign-in name: it changes only through a step that
   * proves the new address is theirs (not built yet), so a different one is refused here with one
   * answer whether or not another account has it; nobody learns who is registered (decision 0009).
   */
  async update(caller: Caller, userId: number, changes: UpdateUserRequest) {
    assertSelf(caller, userId);
    assertCanEditProfile(caller, changes);
    const { email, ...rest } = changes;
    if (email !== undefined) {
      const current = await this.repo.findUser(userId);
      if (!current) throw notFound();
      if ((email ?? '').toLowerCase() !== (current.email ?? '').toLowerCase()) {
        throw badRequest(MESSAGES.invalid, { email: [PROFILE_MESSAGES.emailChange] });
      }
    }
    if (rest.currentSchoolId !== undefined && rest.currentSchoolId !== null) {
      const memberships = await this.repo.listMemberships(userId);
      if (!memberships.some((m) => m.schoolId === rest.currentSchoolId)) throw notFound();
    }
    // The email sent back unchanged leaves nothing to write.
    if (Object.keys(rest).length === 0) return;
    await this.repo.updateUser(userId, rest);
    await this.changes.publish({ userId });
  }

  async saveState(caller: Caller, userId: number, values: KeyValue[]): Promise<KeyValue[]> {
    assertSelf(caller, userId);
    await this.repo.saveUserState(userId, values);
    await this.changes.publish({ userId });
    return this.repo.listUserState(userId);
  }

  async heartbeat(caller: Caller, userId: number) {
    assertSelf(caller, userId);
    const at = await this.repo.touch(userId);
    return { lastSeenAt: at.toISOString() };
  }

  async #groups(teacherId: number): Promise<Group[]> {
    const rows = await this.repo.listTeacherGroups(teacherId);
    const yearGroups = await this.repo.listYearGroupsOfGroups(rows.map((g) => g.groupId));
    const withYears = rows.map((g) => ({
      ...g,
      yearGroups: yearGroups
        .filter((y) => y.groupId === g.groupId)
        .map((y) => ({ countryYearGroupId: y.countryYearGroupId, name: y.name })),
    }));
    // Youngest classes first, as teachers read a timetable.
    const ordinal = (g: Group) => yearGroupOrdinal(g.yearGroups[0]?.name ?? '');
    return withYears.sort((a, b) => ordinal(a) - ordinal(b) || a.code.localeCompare(b.code));
  }
}
