import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every table that belongs to a school carries `school_id`, so the data can later be
 * distributed by school without a rewrite. Ids are integer identities (the spec compares ids numerically).
 */
const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Every role the account holds; the Teacher role wins when there are several. */
    roles: text().array().notNull(),
    title: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    userName: text().notNull(),
    passwordHash: text(),
    dateOfBirth: date(),
    isPlus: boolean().notNull().default(false),
    currentSchoolId: integer(),
    lastSeenAt: timestamp({ withTimezone: true }),
    dateJoined: createdAt(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const schools = pgTable('schools', {
  id: id(),
  name: text().notNull(),
  addressLine1: text(),
  city: text(),
  country: text().notNull().default('GB'),
  zipOrPostCode: text(),
  createdAt: createdAt(),
});

/** A teacher's membership of one school: the spec's teacherId is this row's id. */
export const teachers = pgTable(
  'teachers',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipStatus: text({ enum: ['Pending', 'Confirmed'] })
      .notNull()
      .default('Pending'),
    isSchoolAdministrator: boolean().notNull().default(false),
    verifiedInSchool: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teachers_user_school_idx').on(t.userId, t.schoolId),
    index('teachers_school_idx').on(t.schoolId, t.membershipStatus),
  ],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isArchived: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('students_user_school_idx').on(t.userId, t.schoolId),
    index('students_school_idx').on(t.schoolId, t.isArchived),
  ],
);

export const parents = pgTable(
  'parents',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('parents_user_idx').on(t.userId)],
);

export const parentStudents = pgTable(
  'parent_students',
  {
    parentId: integer()
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.studentId] }),
    index('parent_students_student_idx').on(t.studentId),
  ],
);

/** The year groups each country names (GB by default); ids come from the content package. */
export const countryYearGroups = pgTable(
  'country_year_groups',
  {
    id: integer().primaryKey(),
    country: text().notNull(),
    name: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [index('country_year_groups_country_idx').on(t.country, t.position)],
);

export const departments = pgTable(
  'departments',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('departments_school_name_idx').on(t.schoolId, t.name)],
);

/** A class. */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    description: text(),
    departmentId: integer().references(() => departments.id, { onDelete: 'set null' }),
    isDemo: boolean().notNull().default(false),
    isArchived: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('groups_school_idx').on(t.schoolId, t.isArchived)],
);

export const groupYearGroups = pgTable(
  'group_year_groups',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    countryYearGroupId: integer()
      .notNull()
      .references(() => countryYearGroups.id),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.countryYearGroupId] })],
);

export const groupStudents = pgTable(
  'group_students',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.studentId] }),
    index('group_students_student_idx').on(t.studentId),
  ],
);

export const groupTeachers = pgTable(
  'group_teachers',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    teacherId: integer()
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.teacherId] }),
    index('group_teachers_teacher_idx').on(t.teacherId),
  ],
);

/** Refresh tokens are stored only as a SHA-256 hash, so a database leak yields no usable token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Every token rotated from one sign-in shares it; reusing a rotated token revokes the family. */
    familyId: text(),
    /** Set (with revokedAt) when the token was exchanged for its successor, rather than logged out. */
    rotatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const userState = pgTable(
  'user_state',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** A flag is on for everyone (no school, no user), for one school, or for one user. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: id(),
    key: text().notNull(),
    schoolId: integer().references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
  },
  (t) => [index('feature_flags_school_idx').on(t.schoolId), index('feature_flags_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per address to slow guessing (shared by every node). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    /** `account:<user id>`, `login:<lower-case name no account has>` or `address:<ip>`. */
    subject: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_subject_idx').on(t.subject, t.failedAt)],
);

/** Secrets generated on first start (JWT signing key), shared by every server node. */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});
export * from './assignment-schema.ts';
export * from './content-schema.ts';
export * from './flow-schema.ts';
export * from './insights-schema.ts';
