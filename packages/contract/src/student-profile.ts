import { z } from 'zod';
import { AssignmentKindSchema } from './assignments.ts';
import { IdSchema, TextSchema } from './common.ts';
import { EffortSummarySchema } from './effort.ts';
import { PREDICTION_STATUSES } from './predictions.ts';

/**
 * The student page (spec §2 `/{schoolId}/students/{studentId}/*`, issue 14 point 6): everything about
 * one student for a teacher of their school, one call per tab. Proficiency is the measurement model's
 * (docs/decisions/0014-measurement-model.md): a measure in logits with its standard error, and the
 * label a teacher reads.
 */

export const PROFICIENCY_LABELS = ['secure', 'developing', 'not yet', 'not enough answers yet'] as const;
export const ProficiencyLabelSchema = z.enum(PROFICIENCY_LABELS);
export type ProficiencyLabelName = z.infer<typeof ProficiencyLabelSchema>;

/** A measure as a teacher reads it: the estimate (logits), its standard error, the label and the answers behind it. */
export const ProficiencyMeasureSchema = z.object({
  measure: z.number(),
  standardError: z.number().min(0),
  label: ProficiencyLabelSchema,
  answerCount: z.number().int().min(0),
  /** The last answer the measure learnt from. */
  lastAnsweredAt: z.string(),
});
export type ProficiencyMeasure = z.infer<typeof ProficiencyMeasureSchema>;

export const StudentTopicSchema = ProficiencyMeasureSchema.extend({
  topicUnitId: IdSchema,
  name: TextSchema,
});
export type StudentTopic = z.infer<typeof StudentTopicSchema>;

/** A strand with the student's strand measure and every topic of it they have answered, by name. */
export const StudentStrandSchema = z.object({
  strand: TextSchema,
  overall: ProficiencyMeasureSchema,
  topics: z.array(StudentTopicSchema),
});
export type StudentStrand = z.infer<typeof StudentStrandSchema>;

/** The page's header: who the student is. */
export const StudentHeaderSchema = z.object({
  studentId: IdSchema,
  firstName: TextSchema,
  lastName: TextSchema,
  userName: TextSchema,
  isArchived: z.boolean(),
  classes: z.array(z.object({ groupId: IdSchema, code: TextSchema })),
  /** The GB year the labels measure against (the lowest year of their classes); null when none says. */
  yearGroup: z.number().int().nullable(),
});
export type StudentHeader = z.infer<typeof StudentHeaderSchema>;

/** GET schools/{id}/students/{studentId}/profile: the header and the topics tab. */
export const StudentProfileSchema = z.object({
  student: StudentHeaderSchema,
  /** Strands by name; empty before the student's first answer. */
  strands: z.array(StudentStrandSchema),
});
export type StudentProfile = z.infer<typeof StudentProfileSchema>;

export const StudentMisconceptionSchema = z.object({
  misconceptionId: IdSchema,
  name: TextSchema,
  description: TextSchema,
  howToFix: TextSchema,
  /** First attempts that chose an option carrying it. */
  timesHeld: z.number().int().min(1),
  firstHeldAt: z.string(),
  lastHeldAt: z.string(),
  /** The first right answer, after they last held it, to a question that offered it; null while held. */
  fixedAt: z.string().nullable(),
});
export type StudentMisconception = z.infer<typeof StudentMisconceptionSchema>;

/** GET …/profile/misconceptions: held now (most often chosen first) and fixed before (most recently fixed first). */
export const StudentMisconceptionsSchema = z.object({
  held: z.array(StudentMisconceptionSchema),
  fixed: z.array(StudentMisconceptionSchema),
});
export type StudentMisconceptions = z.infer<typeof StudentMisconceptionsSchema>;

export const STUDENT_WORK_STATUSES = ['NotStarted', 'InProgress', 'Completed'] as const;

/** One piece of set work, with score, share answered and effort as decision 0013 defines them. */
export const StudentWorkItemSchema = z.object({
  assignmentId: IdSchema,
  name: TextSchema,
  kind: AssignmentKindSchema,
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(STUDENT_WORK_STATUSES),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  questionCount: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  correctCount: z.number().int().min(0),
  scorePercent: z.number().int().min(0).max(100).nullable(),
  answeredPercent: z.number().int().min(0).max(100).nullable(),
  effortPercent: z.number().int().min(0).max(100).nullable(),
  /** First attempts' time, in milliseconds. */
  timeTakenMs: z.number().int().min(0),
});
export type StudentWorkItem = z.infer<typeof StudentWorkItemSchema>;

/** GET …/profile/work: the student's set work, latest due first. */
export const StudentWorkSchema = z.object({ items: z.array(StudentWorkItemSchema) });
export type StudentWork = z.infer<typeof StudentWorkSchema>;

const PredictionFieldsSchema = z.object({
  status: z.enum(PREDICTION_STATUSES),
  predictedScorePercent: z.number().int().min(0).max(100).nullable(),
  lowPercent: z.number().int().min(0).max(100).nullable(),
  highPercent: z.number().int().min(0).max(100).nullable(),
  /** The fewest answers behind any measure the prediction needs (as predicted-scores counts them). */
  answerCount: z.number().int().min(0),
});

export const StudentWorkPredictionSchema = PredictionFieldsSchema.extend({
  assignmentId: IdSchema,
  name: TextSchema,
  startDate: z.string(),
  endDate: z.string(),
  questionCount: z.number().int().min(0),
});
export type StudentWorkPrediction = z.infer<typeof StudentWorkPredictionSchema>;

export const StudentTopicPredictionSchema = PredictionFieldsSchema.extend({
  topicUnitId: IdSchema,
  name: TextSchema,
  strand: TextSchema,
});
export type StudentTopicPrediction = z.infer<typeof StudentTopicPredictionSchema>;

/**
 * GET …/profile/predictions: the expected score on each piece of open or upcoming work not yet
 * handed in, and on a typical question of each topic the student has answered (one of the topic's
 * average calibrated difficulty), from measures of at least `minimumAnswers` answers (spec §9).
 */
export const StudentPredictionsSchema = z.object({
  minimumAnswers: z.number().int(),
  work: z.array(StudentWorkPredictionSchema),
  topics: z.array(StudentTopicPredictionSchema),
});
export type StudentPredictions = z.infer<typeof StudentPredictionsSchema>;

/** One week (Monday-start, Europe/London) of the student's effort. */
export const StudentEffortWeekSchema = z.object({
  /** The week's Monday, yyyy-mm-dd. */
  weekStart: z.string(),
  effort: EffortSummarySchema,
});
export type StudentEffortWeek = z.infer<typeof StudentEffortWeekSchema>;

/**
 * GET …/profile/effort: the student's effort (decision 0016) in each week of the current term so far,
 * weeks without any included as zeros, and the term's total.
 */
export const StudentEffortSchema = z.object({
  term: z.object({ label: TextSchema, start: z.string(), end: z.string() }),
  total: EffortSummarySchema,
  weeks: z.array(StudentEffortWeekSchema),
});
export type StudentEffort = z.infer<typeof StudentEffortSchema>;

/** ?format=csv of the topics export (the only format). */
export const StudentTopicsExportQuerySchema = z.object({ format: z.enum(['csv']).default('csv') });
