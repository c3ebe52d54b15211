import { z } from 'zod';
import { UserRoleSchema } from './auth.ts';
import { IdFromTextSchema, IdSchema, KeyValueSchema, TextSchema } from './common.ts';
import { ChildSchema, EndedChildLinkSchema } from './parent-home.ts';

export const MembershipStatusSchema = z.enum(['Pending', 'Confirmed']);
export type MembershipStatus = z.infer<typeof MembershipStatusSchema>;

export const UserSchema = z.object({
  userId: z.number().int(),
  userRole: UserRoleSchema,
  roles: z.array(UserRoleSchema),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** False until the address is confirmed by its link; a teacher cannot invite others until then. */
  isEmailConfirmed: z.boolean(),
  userName: z.string(),
  dateJoined: z.string(),
  dateOfBirth: z.string().nullable(),
  isAuthenticated: z.boolean(),
  /** HMAC of the user id for the chat-support widget's identity check. */
  chatSupportIdentityHash: z.string(),
  isPlus: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const SchoolTeacherMembershipSchema = z.object({
  teacherId: z.number().int(),
  schoolMembershipStatus: MembershipStatusSchema,
  isSchoolAdministrator: z.boolean(),
  verifiedInSchool: z.boolean(),
});

/** A school as one teacher belongs to it. */
export const UserSchoolSchema = z.object({
  schoolId: z.number().int(),
  name: z.string(),
  teacher: SchoolTeacherMembershipSchema,
});
export type UserSchool = z.infer<typeof UserSchoolSchema>;

export const GroupYearGroupSchema = z.object({ countryYearGroupId: z.number().int(), name: z.string() });

export const GroupSchema = z.object({
  groupId: z.number().int(),
  schoolId: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  yearGroups: z.array(GroupYearGroupSchema),
  isDemo: z.boolean(),
  studentCount: z.number().int(),
});
export type Group = z.infer<typeof GroupSchema>;

export const TeacherSchema = z.object({
  teacherId: z.number().int(),
  userId: z.number().int(),
  schoolId: z.number().int(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  schoolMembershipStatus: MembershipStatusSchema,
  isSchoolAdministrator: z.boolean(),
});
export type Teacher = z.infer<typeof TeacherSchema>;

/** `children` and `ended-child-links` are the parent's (spec §7: the student and parent lists differ). */
export const MeIncludeSchema = z.enum([
  'groups',
  'teachers',
  'feature-flags',
  'user-state',
  'children',
  'ended-child-links',
]);
export type MeInclude = z.infer<typeof MeIncludeSchema>;

export const MeQuerySchema = z.object({
  /** Comma-separated list of MeInclude values. */
  includes: z
    .string()
    .max(200)
    .optional()
    .transform((s, ctx) => {
      const parts = (s ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const parsed: MeInclude[] = [];
      for (const part of parts) {
        const r = MeIncludeSchema.safeParse(part);
        if (!r.success) {
          ctx.addIssue({ code: 'custom', message: `Unknown include '${part}'` });
          return z.NEVER;
        }
        parsed.push(r.data);
      }
      return parsed;
    }),
  schoolId: IdFromTextSchema.optional(),
});

export const MeResponseSchema = z.object({
  user: UserSchema,
  userSchools: z.array(UserSchoolSchema),
  /** The school the user last chose, if any. */
  currentSchoolId: z.number().int().nullable(),
  /** The school this answer is about: the asked one, else the current one, else the highest id. */
  schoolId: z.number().int().nullable(),
  teacherId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  verifiedInSchool: z.boolean(),
  isSchoolAdministrator: z.boolean(),
  /** The answered school's leagues switch (spec §7 motivational-features); true with no school. */
  motivationalFeaturesEnabled: z.boolean().default(true),
  groups: z.array(GroupSchema).optional(),
  demoGroups: z.array(GroupSchema).optional(),
  teachers: z.array(TeacherSchema).optional(),
  featureFlags: z.array(z.string()).optional(),
  userState: z.array(KeyValueSchema).optional(),
  student: z.object({ studentId: z.number().int(), schoolId: z.number().int() }).nullable(),
  /** A parent's children (include `children`): only those the parent is linked to now. */
  children: z.array(ChildSchema).optional(),
  /** A parent's links that ended, not yet dismissed (include `ended-child-links`). */
  endedChildLinks: z.array(EndedChildLinkSchema).optional(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const UpdateUserRequestSchema = z
  .object({
    title: TextSchema.trim().max(20).nullable(),
    firstName: TextSchema.trim().min(1, 'Enter a first name').max(100),
    lastName: TextSchema.trim().min(1, 'Enter a last name').max(100),
    email: z.email('Enter a valid email address').max(254).nullable(),
    currentSchoolId: IdSchema.nullable(),
  })
  .partial();
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const UserStateRequestSchema = z.object({ stateValues: z.array(KeyValueSchema).min(1).max(100) });
export const UserStateResponseSchema = z.object({ stateValues: z.array(KeyValueSchema) });

export const HeartbeatResponseSchema = z.object({ lastSeenAt: z.string() });

/** Year-group ordinal: the first number in the name, -1 if there is none ("Year 7" → 7). */
export function yearGroupOrdinal(name: string): number {
  const m = /\d+/.exec(name);
  return m ? Number(m[0]) : -1;
}
