import { z } from 'zod';
import { FilterIdSchema, FilterTextSchema, IdFromTextSchema, listOf } from './common.ts';

/**
 * A school's parents (spec §2 `/{schoolId}/settings/parents`): who is linked to which student, how
 * many students have a parent linked, and unlinking one. Inviting parents is a later issue.
 */

/** The web app's page size, and the most one request lists. */
export const SCHOOL_PARENTS_PAGE_SIZE = 20;
export const SCHOOL_PARENTS_MAX_TAKE = 100;

/**
 * GET /api/v3/schools/{id}/parents: `request.filter.searchText` (words, each in the parent's first
 * name, last name or email, or in a child's name), `request.filter.groupId` (parents of the class's
 * students). Sorted by the parent's last name, then first name.
 */
export const SchoolParentFilterSchema = z.object({
  searchText: FilterTextSchema.optional(),
  groupId: FilterIdSchema.optional(),
});
export type SchoolParentFilter = z.output<typeof SchoolParentFilterSchema>;

/** One child of a parent, as the caller may see them (a teacher sees the children they teach). */
export const ParentChildSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The child's classes (not archived ones), by code. */
  groups: z.array(z.object({ groupId: z.number().int(), code: z.string() })),
  /** When the parent was linked to this child. */
  linkedAt: z.string(),
});
export type ParentChild = z.infer<typeof ParentChildSchema>;

export const SchoolParentSchema = z.object({
  parentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  children: z.array(ParentChildSchema),
});
export type SchoolParent = z.infer<typeof SchoolParentSchema>;

export const SchoolParentListSchema = listOf(SchoolParentSchema);
export type SchoolParentList = z.infer<typeof SchoolParentListSchema>;

/** Students with at least one parent linked, out of all of them. */
export const ParentCoverageCountSchema = z.object({
  studentCount: z.number().int().min(0),
  linkedCount: z.number().int().min(0),
});
export type ParentCoverageCount = z.infer<typeof ParentCoverageCountSchema>;

/**
 * GET /api/v3/schools/{id}/parents/coverage: of the active students the caller may see (an
 * administrator: the school's; another teacher: those of the classes they teach), how many have a
 * parent linked, in all and class by class (every class the caller may see, by code).
 */
export const ParentCoverageSchema = ParentCoverageCountSchema.extend({
  classes: z.array(ParentCoverageCountSchema.extend({ groupId: z.number().int(), code: z.string() })),
});
export type ParentCoverage = z.infer<typeof ParentCoverageSchema>;

/** DELETE /api/v3/schools/{id}/parents/{parentId}/students/{studentId}: the link between them ends. */
export const ParentLinkParamsSchema = z.object({
  id: IdFromTextSchema,
  parentId: IdFromTextSchema,
  studentId: IdFromTextSchema,
});
