import { z } from 'zod';
import { AssignmentKindSchema } from './assignments.ts';
import { IdFromTextSchema, IdSchema, TextSchema } from './common.ts';

/**
 * The parent's home (issue 27 points 4–6, spec §3 Child: childId): what a parent linked to a child
 * reads of that child's week. Nothing here ever names another child.
 */

/** A child the signed-in parent is linked to (users/me `children` include). */
export const ChildSchema = z.object({
  childId: IdSchema,
  firstName: TextSchema,
  lastName: TextSchema,
  schoolId: IdSchema,
  schoolName: TextSchema,
});
export type Child = z.infer<typeof ChildSchema>;

/** A link to a child that ended (the school removed it, or the student was archived or deleted), not yet dismissed. */
export const EndedChildLinkSchema = z.object({
  endedLinkId: IdSchema,
  /** Null when the child's account was deleted: their name is not kept. */
  childFirstName: z.string().nullable(),
  schoolName: TextSchema,
  reason: z.enum(['removed', 'archived', 'deleted']),
  endedAt: z.string(),
});
export type EndedChildLink = z.infer<typeof EndedChildLinkSchema>;

export const EndedChildLinkParamsSchema = z.object({ id: IdFromTextSchema });

export const CHILD_WORK_STATUSES = ['open', 'started', 'done', 'missed'] as const;

/** One piece of work set for the child this week or last. */
export const ChildWorkSchema = z.object({
  assignmentId: IdSchema,
  name: TextSchema,
  kind: AssignmentKindSchema,
  /** The week it was set in. */
  week: z.enum(['this', 'last']),
  startDate: z.string(),
  endDate: z.string(),
  /** open: not started and still due; started: begun; done: handed in; missed: not handed in by the due date. */
  status: z.enum(CHILD_WORK_STATUSES),
  questionCount: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  /** Right first attempts over the work's questions, once anything is answered. */
  scorePercent: z.number().int().min(0).max(100).nullable(),
  /** The teacher's comments on the child's answers to this work (check and fix), oldest first. */
  teacherComments: z.array(z.string()),
});
export type ChildWork = z.infer<typeof ChildWorkSchema>;

export const ChildTopicSchema = z.object({ topicUnitId: IdSchema, name: TextSchema, strand: TextSchema });

/** A misconception the child holds now, with what a parent can do about it at home. */
export const ChildMisconceptionSchema = z.object({
  misconceptionId: IdSchema,
  name: TextSchema,
  topic: TextSchema,
  helpAtHome: TextSchema,
});
export type ChildMisconception = z.infer<typeof ChildMisconceptionSchema>;

/** GET /api/v3/children/{childId}/week */
export const ChildWeekSchema = z.object({
  child: ChildSchema,
  /** Monday of this week (the school's week, yyyy-mm-dd). */
  weekStart: z.string(),
  work: z.array(ChildWorkSchema),
  topics: z.object({
    /** Secure: answered well above what is expected in the child's year. */
    secure: z.array(ChildTopicSchema),
    /** Working on: developing or not yet. */
    workingOn: z.array(ChildTopicSchema),
  }),
  misconceptions: z.array(ChildMisconceptionSchema),
  /** The child's own place in each class league this week; null when the school has leagues off. */
  leagues: z
    .array(
      z.object({ groupName: TextSchema, position: z.number().int().min(1), of: z.number().int().min(1) }),
    )
    .nullable(),
});
export type ChildWeek = z.infer<typeof ChildWeekSchema>;

export const ChildParamsSchema = z.object({ childId: IdFromTextSchema });

/** GET/PUT /api/v3/users/me/parent-weekly-email: the parent's weekly email, off until turned on. */
export const ParentWeeklyEmailSchema = z.object({ enabled: z.boolean() });
export type ParentWeeklyEmail = z.infer<typeof ParentWeeklyEmailSchema>;
