import { z } from 'zod';
import { listOf, TextSchema } from './common.ts';

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
