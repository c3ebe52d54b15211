import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './user-schema.ts';

/** Schools, their teachers, students and parents, year groups, departments, classes and feature flags. */
export const schools = pgTable('schools', {
  id: id(),
  name: text().notNull(),
  addressLine1: text(),
  city: text(),
  country: text().notNull().default('GB'),
  zipOrPostCode: text(),
  /** Spec §7 motivational-features: the league tables shown to the school's teachers and students. */
  motivationalFeaturesEnabled: boolean().notNull().default(true),
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
    /** The Unique Pupil Number from the school's management system (imports match students by it). */
    upn: text(),
    /** Up to two parents' email addresses the school holds (the import's Parent email columns), for invitations. */
    parentEmail: text(),
    parentEmail2: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('students_user_school_idx').on(t.userId, t.schoolId),
    index('students_school_idx').on(t.schoolId, t.isArchived),
    index('students_school_upn_idx').on(t.schoolId, t.upn),
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
    /** When the parent was linked to the child (the school's parents list shows it). */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.studentId] }),
    index('parent_students_student_idx').on(t.studentId),
    // The school's parents list and its coverage figure start from the school's links.
    index('parent_students_school_idx').on(t.schoolId, t.studentId),
  ],
);

/**
 * A parent's link to a child that ended (issue 27 point 6): the school removed it, or the student was
 * archived or deleted. Written by the database itself (triggers on parent_students and students, in
 * the migration after the table's), so every way a link ends is caught, whichever module ends it. The parent is told
 * by email (`emailedAt`, claimed once) and by a notice on their home until they dismiss it. The
 * child's first name is not kept when the student was deleted.
 */
export const parentLinkEndings = pgTable(
  'parent_link_endings',
  {
    id: id(),
    parentUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childFirstName: text(),
    schoolName: text().notNull(),
    reason: text({ enum: ['removed', 'archived', 'deleted'] }).notNull(),
    endedAt: createdAt(),
    emailedAt: timestamp({ withTimezone: true }),
    dismissedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The parent's notices (users/me), and the emails still to send.
    index('parent_link_endings_parent_idx').on(t.parentUserId, t.dismissedAt),
    index('parent_link_endings_unsent_idx').on(t.emailedAt, t.id),
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
