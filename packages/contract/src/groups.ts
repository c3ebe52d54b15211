import { z } from 'zod';
import { IdSchema, listOf, TextSchema } from './common.ts';
import { StudentCollectionRequestSchema } from './school-students.ts';
import { CreateGroupRequestSchema } from './schools.ts';

/** One active student of a class, as a teacher choosing "some students" for work sees them. */
export const GroupStudentSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type GroupStudent = z.infer<typeof GroupStudentSchema>;

/** GET /api/v3/groups/{groupId}/students: the class's active students, by last then first name. */
export const GroupStudentListSchema = listOf(GroupStudentSchema);
export type GroupStudentList = z.infer<typeof GroupStudentListSchema>;

/** A student a teacher types or pastes into a class (spec §3 join-class flow: student entries). */
export const NewClassStudentSchema = z.object({
  firstName: TextSchema.trim().min(1, 'Enter a first name').max(60, 'Use at most 60 characters'),
  lastName: TextSchema.trim().min(1, 'Enter a last name').max(60, 'Use at most 60 characters'),
});
export type NewClassStudent = z.infer<typeof NewClassStudentSchema>;

/** POST /api/v3/groups/{groupId}/students: accounts for students named by their teacher, in one go. */
export const AddClassStudentsRequestSchema = z.object({
  students: z
    .array(NewClassStudentSchema)
    .min(1, 'Add at least one name')
    .max(200, 'Add at most 200 at a time'),
});
export type AddClassStudentsRequest = z.infer<typeof AddClassStudentsRequestSchema>;

/** One printed sign-in card: the only time the password is shown (only its hash is kept). */
export const SignInCardSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  password: z.string(),
});
export type SignInCard = z.infer<typeof SignInCardSchema>;

export const AddedClassStudentsSchema = z.object({
  items: z.array(SignInCardSchema),
  total: z.number().int(),
  schoolName: z.string(),
  classCode: z.string(),
});
export type AddedClassStudents = z.infer<typeof AddedClassStudentsSchema>;

// ---------------------------------------------------------------- running a school's classes (issue 13)

/** A teacher of a class, by name. */
export const GroupTeacherSchema = z.object({
  teacherId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type GroupTeacher = z.infer<typeof GroupTeacherSchema>;

/**
 * One class as the school's class list shows it (GET schools/{id}/groups, GET v4/teachers/{id}/groups):
 * its code, description, department, year groups (the country's order), teachers (by last name) and
 * how many active (not archived) students it has.
 */
export const SchoolGroupSchema = z.object({
  groupId: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  yearGroups: z.array(z.object({ countryYearGroupId: z.number().int(), name: z.string() })),
  teachers: z.array(GroupTeacherSchema),
  studentCount: z.number().int(),
});
export type SchoolGroup = z.infer<typeof SchoolGroupSchema>;

/** GET /api/v3/schools/{id}/groups: every class of the school (not archived, not demo), by code. */
export const SchoolGroupListSchema = listOf(SchoolGroupSchema);
export type SchoolGroupList = z.infer<typeof SchoolGroupListSchema>;

/**
 * What goes when the class is deleted, for the warning: its active students (who stay in the
 * school), the set work set for this class alone (deleted, with its answers), and the work it
 * shares with other classes (which stays with them).
 */
export const GroupDeletionCountsSchema = z.object({
  students: z.number().int(),
  setWork: z.number().int(),
  answers: z.number().int(),
  sharedWork: z.number().int(),
});
export type GroupDeletionCounts = z.infer<typeof GroupDeletionCountsSchema>;

/** GET /api/v3/groups/{id}: one class for its teachers and the school's administrators. */
export const GroupDetailSchema = SchoolGroupSchema.extend({
  schoolId: z.number().int(),
  counts: GroupDeletionCountsSchema,
});
export type GroupDetail = z.infer<typeof GroupDetailSchema>;

/** PUT /api/v3/groups/{id}: the class's code, description, department (by name; new names are added) and year groups. */
export const UpdateGroupRequestSchema = CreateGroupRequestSchema;
export type UpdateGroupRequest = z.infer<typeof UpdateGroupRequestSchema>;

/** GET /api/v3/groups/{id}/teachers: the class's teachers. */
export const GroupTeacherListSchema = listOf(GroupTeacherSchema);
export type GroupTeacherList = z.infer<typeof GroupTeacherListSchema>;

/** PUT /api/v3/groups/{id}/teachers: the class's teachers from now on, Confirmed teachers of its school; at least one. */
export const SetGroupTeachersRequestSchema = z.object({
  teacherIds: z
    .array(IdSchema)
    .min(1, 'A class needs at least one teacher')
    .max(50, 'Choose at most 50 teachers'),
});
export type SetGroupTeachersRequest = z.infer<typeof SetGroupTeachersRequestSchema>;

/** PUT /api/v3/groups/{id}/students/add-collection and …/remove-collection: students of the school. */
export const GroupStudentCollectionRequestSchema = StudentCollectionRequestSchema;
export type GroupStudentCollectionRequest = z.infer<typeof GroupStudentCollectionRequestSchema>;

/** PUT /api/v3/groups/{id}/students/move: students of this class into another class of the same school. */
export const MoveGroupStudentsRequestSchema = StudentCollectionRequestSchema.extend({
  toGroupId: IdSchema,
});
export type MoveGroupStudentsRequest = z.infer<typeof MoveGroupStudentsRequestSchema>;

/** How many students changed class (those already where they were asked to be are not counted). */
export const GroupStudentsChangedSchema = z.object({ count: z.number().int().min(0) });
export type GroupStudentsChanged = z.infer<typeof GroupStudentsChangedSchema>;
