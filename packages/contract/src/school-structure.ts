import { z } from 'zod';

/**
 * GET schools/{id}/departments: one of the school's departments (spec §3: keyed by departmentId), with
 * how many of its live classes (not archived, not demo) belong to it, so a form can offer the ones in use.
 */
export const DepartmentSchema = z.object({
  departmentId: z.number().int(),
  name: z.string(),
  classCount: z.number().int(),
});
export type Department = z.infer<typeof DepartmentSchema>;
