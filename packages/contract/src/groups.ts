import { z } from 'zod';
import { listOf } from './common.ts';

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
