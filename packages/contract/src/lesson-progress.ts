import { z } from 'zod';
import { IdFromTextSchema } from './common.ts';

/**
 * Lesson progress (issue 26; spec §7 Reports "lesson-progress"): how far each student of a class has got
 * through the topic lesson flows (decision 0007) of one piece of work set to the class. A lesson's steps
 * are its parts with something to answer: the introduction (how confident the student feels), each
 * question (with its second try), and the closing reflection; the `d` and `dr` templates have the
 * questions alone. Time spent is the sum of the student's response times, each capped at 5 minutes as
 * effort's time on task is (EFFORT_ANSWER_TIME_CAP_MS), so a tab left open does not count.
 */

/**
 * GET /api/v3/schools/{id}/reports/lesson-progress?groupId=&assignmentId=: a class the caller may see
 * (theirs, or any of the school's for an administrator) and one of its pieces of work with lesson flows
 * (the newest when left out).
 */
export const LessonProgressQuerySchema = z.object({
  groupId: IdFromTextSchema,
  assignmentId: IdFromTextSchema.optional(),
});
export type LessonProgressQuery = z.infer<typeof LessonProgressQuerySchema>;

export const LESSON_PROGRESS_STATUSES = ['notStarted', 'inProgress', 'finished'] as const;
export const LessonProgressStatusSchema = z.enum(LESSON_PROGRESS_STATUSES);
export type LessonProgressStatus = z.infer<typeof LessonProgressStatusSchema>;

/** The words a teacher reads for each status (the screen and the CSV). */
export const LESSON_PROGRESS_STATUS_LABELS: Record<LessonProgressStatus, string> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  finished: 'Finished',
};

/** A piece of the class's work that has lesson flows: set as a lesson, or started as one by a student. */
export const LessonWorkSchema = z.object({
  assignmentId: z.number().int(),
  name: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  questionCount: z.number().int().min(0),
});
export type LessonWork = z.infer<typeof LessonWorkSchema>;

export const LessonProgressRowSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  status: LessonProgressStatusSchema,
  /** Steps finished of the lesson's steps (see above); 0 of the work's steps before the student starts. */
  stepsDone: z.number().int().min(0),
  stepCount: z.number().int().min(0),
  /** stepsDone of stepCount, 0–100 rounded. */
  progressPercent: z.number().int().min(0).max(100),
  /** Questions answered in the lesson (first tries), of its questions. */
  questionsAnswered: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  /** Right at the first try, and right at the second try after a wrong first one. */
  rightFirstTime: z.number().int().min(0),
  rightOnRetry: z.number().int().min(0),
  /** The sum of the response times, each capped at 5 minutes. */
  timeSpentMs: z.number().int().min(0),
  /** The student's last response in the lesson (when they opened it, before the first); null: not started. */
  lastWorkedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Where a lesson in progress waits, in words: "Question 3 of 8", "Lesson: introduction"; null otherwise. */
  stoppedAt: z.string().nullable(),
  /** The student's lesson, which the teacher may read (the topic session screen); null: not started. */
  flowGeneratorSessionId: z.number().int().nullable(),
});
export type LessonProgressRow = z.infer<typeof LessonProgressRowSchema>;

export const LessonProgressReportSchema = z.object({
  schoolId: z.number().int(),
  groupId: z.number().int(),
  groupCode: z.string(),
  /** The class's work with lesson flows, newest first (the work chooser). */
  work: z.array(LessonWorkSchema),
  /** The work shown (the one asked for, else the newest); null when the class has none. */
  assignmentId: z.number().int().nullable(),
  /**
   * The students the work was set to through this class, furthest on first (finished, then by the share
   * of steps done), then by last and first name.
   */
  students: z.array(LessonProgressRowSchema),
});
export type LessonProgressReport = z.infer<typeof LessonProgressReportSchema>;
