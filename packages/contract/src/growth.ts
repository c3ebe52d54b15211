import { z } from 'zod';
import { IdFromTextSchema, IdSchema, IsoDateSchema, TextSchema } from './common.ts';
import { StrandSchema } from './content.ts';

/**
 * Baseline and growth (issue 14 point 4; docs/decisions/0017-baseline-and-growth.md). Every figure is
 * a strand measure of the measurement model (decision 0014) on its logit scale, with its standard
 * error: a baseline fixed by the student's first diagnostic work (or, without any, their first 10
 * answers in the strand), the measure now, and growth = now − baseline with SE √(v_now + v_base).
 */

export const PROFICIENCY_LABELS = ['secure', 'developing', 'not yet', 'not enough answers yet'] as const;
export const ProficiencyLabelSchema = z.enum(PROFICIENCY_LABELS);

export const BASELINE_SOURCES = ['diagnostic', 'first answers'] as const;

/**
 * What growth says in words: "grew" or "fell" only when growth ± 1.96 SE (a 95 % interval) excludes 0;
 * "about the same" otherwise; "no baseline yet" without one.
 */
export const GROWTH_VERDICTS = ['grew', 'about the same', 'fell', 'no baseline yet'] as const;
export const GrowthVerdictSchema = z.enum(GROWTH_VERDICTS);
export type GrowthVerdict = z.infer<typeof GrowthVerdictSchema>;

/** The multiple of the standard error that makes the 95 % interval. */
export const GROWTH_INTERVAL_Z = 1.96;

export const MeasurePointSchema = z.object({
  ability: z.number(),
  standardError: z.number().min(0),
  answerCount: z.number().int().min(0),
  label: ProficiencyLabelSchema,
});
export type MeasurePoint = z.infer<typeof MeasurePointSchema>;

export const BaselineSchema = MeasurePointSchema.extend({
  measuredAt: z.iso.datetime({ offset: true }),
  source: z.enum(BASELINE_SOURCES),
  /** The diagnostic work that set it; null for the first answers. */
  assignmentId: IdSchema.nullable(),
  assignmentName: TextSchema.nullable(),
});
export type Baseline = z.infer<typeof BaselineSchema>;

export const WeekPointSchema = z.object({
  weekStart: IsoDateSchema,
  ability: z.number(),
  standardError: z.number().min(0),
});
export type WeekPoint = z.infer<typeof WeekPointSchema>;

export const StudentGrowthSchema = z.object({
  studentId: IdSchema,
  firstName: TextSchema,
  lastName: TextSchema,
  baseline: BaselineSchema.nullable(),
  now: MeasurePointSchema.nullable(),
  /** now − baseline (logits); null without both. */
  growth: z.number().nullable(),
  growthStandardError: z.number().min(0).nullable(),
  verdict: GrowthVerdictSchema,
  /** The measure at the end of each week the student answered in the strand, oldest first. */
  weeks: z.array(WeekPointSchema),
});
export type StudentGrowth = z.infer<typeof StudentGrowthSchema>;

export const StrandOptionSchema = z.object({
  strand: StrandSchema,
  name: TextSchema,
  /** Students of the class (or school) with a baseline in it. */
  studentsWithBaseline: z.number().int().min(0),
});

const GroupRefSchema = z.object({ id: IdSchema, name: TextSchema });

/** GET schools/{id}/growth?groupId=&strand=: one class, per student. */
export const ClassGrowthQuerySchema = z.object({
  groupId: IdFromTextSchema,
  /** Default: the strand in which most of the class has a baseline. */
  strand: StrandSchema.optional(),
});
export type ClassGrowthQuery = z.infer<typeof ClassGrowthQuerySchema>;

export const ClassGrowthSchema = z.object({
  schoolId: IdSchema,
  group: GroupRefSchema,
  strand: StrandSchema,
  strands: z.array(StrandOptionSchema),
  /** The level expected of the class's year (logits; 0 when the class names no year): the labels' yardstick. */
  expectedLevel: z.number(),
  /** Diagnostic work set to the class so far (the empty state says to set one when 0). */
  diagnosticWorkCount: z.number().int().min(0),
  students: z.array(StudentGrowthSchema),
});
export type ClassGrowth = z.infer<typeof ClassGrowthSchema>;

/** GET schools/{id}/baseline?groupId=: one class, every strand's baseline per student. */
export const ClassBaselineQuerySchema = z.object({ groupId: IdFromTextSchema });

export const StudentBaselinesSchema = z.object({
  studentId: IdSchema,
  firstName: TextSchema,
  lastName: TextSchema,
  baselines: z.array(BaselineSchema.extend({ strand: StrandSchema })),
});
export type StudentBaselines = z.infer<typeof StudentBaselinesSchema>;

export const ClassBaselineSchema = z.object({
  schoolId: IdSchema,
  group: GroupRefSchema,
  strands: z.array(StrandOptionSchema),
  expectedLevel: z.number(),
  diagnosticWorkCount: z.number().int().min(0),
  students: z.array(StudentBaselinesSchema),
});
export type ClassBaseline = z.infer<typeof ClassBaselineSchema>;

/** GET schools/{id}/growth/classes?strand=: every class and year group side by side. */
export const GrowthByClassQuerySchema = z.object({ strand: StrandSchema.optional() });

/** A mean with its spread: the standard deviation across students and the mean's standard error. */
export const MeanWithSpreadSchema = z.object({
  mean: z.number(),
  standardDeviation: z.number().min(0),
  standardError: z.number().min(0),
});
export type MeanWithSpread = z.infer<typeof MeanWithSpreadSchema>;

export const GroupGrowthRowSchema = z.object({
  /** A class id, or a year group's id for the year rows. */
  id: IdSchema,
  name: TextSchema,
  kind: z.enum(['class', 'year']),
  studentCount: z.number().int().min(0),
  withBaseline: z.number().int().min(0),
  baseline: MeanWithSpreadSchema.nullable(),
  now: MeanWithSpreadSchema.nullable(),
  growth: MeanWithSpreadSchema.nullable(),
  /** The verdicts of the students with a baseline. */
  grew: z.number().int().min(0),
  aboutTheSame: z.number().int().min(0),
  fell: z.number().int().min(0),
  /** The mean measure of the students with a baseline at the end of each week (their last value carried on). */
  weeks: z.array(
    z.object({ weekStart: IsoDateSchema, mean: z.number(), standardDeviation: z.number().min(0) }),
  ),
});
export type GroupGrowthRow = z.infer<typeof GroupGrowthRowSchema>;

export const GrowthByClassSchema = z.object({
  schoolId: IdSchema,
  strand: StrandSchema,
  strands: z.array(StrandOptionSchema),
  diagnosticWorkCount: z.number().int().min(0),
  classes: z.array(GroupGrowthRowSchema),
  years: z.array(GroupGrowthRowSchema),
});
export type GrowthByClass = z.infer<typeof GrowthByClassSchema>;

/** The CSV of the school view has the growth screen's columns or the baseline screen's. */
export const GrowthByClassCsvQuerySchema = GrowthByClassQuerySchema.extend({
  view: z.enum(['growth', 'baseline']).default('growth'),
});

/** One strand of one student: StudentGrowth without the name, with the strand. */
export const StudentStrandGrowthSchema = StudentGrowthSchema.omit({
  studentId: true,
  firstName: true,
  lastName: true,
}).extend({ strand: StrandSchema, name: TextSchema });
export type StudentStrandGrowth = z.infer<typeof StudentStrandGrowthSchema>;

/** GET schools/{id}/students/{studentId}/growth: one student, every strand in the curriculum's order. */
export const StudentGrowthReportSchema = z.object({
  schoolId: IdSchema,
  student: z.object({ studentId: IdSchema, firstName: TextSchema, lastName: TextSchema }),
  /** The level expected of the student's year (logits; 0 when no class names a year). */
  expectedLevel: z.number(),
  strands: z.array(StudentStrandGrowthSchema),
});
export type StudentGrowthReport = z.infer<typeof StudentGrowthReportSchema>;

/** GET schools/{id}/students/{studentId}/growth.pdf?strand=: default, the strand with the most answers. */
export const StudentGrowthPdfQuerySchema = z.object({ strand: StrandSchema.optional() });

/** What growth says, from growth and its standard error (decision 0017). */
export function growthVerdict(growth: number | null, standardError: number | null): GrowthVerdict {
  if (growth === null || standardError === null) return 'no baseline yet';
  if (growth - GROWTH_INTERVAL_Z * standardError > 0) return 'grew';
  if (growth + GROWTH_INTERVAL_Z * standardError < 0) return 'fell';
  return 'about the same';
}

export const STRAND_NAMES: Record<z.infer<typeof StrandSchema>, string> = {
  number: 'Number',
  algebra: 'Algebra',
  ratio: 'Ratio and proportion',
  geometry: 'Geometry and measures',
  statistics: 'Probability and statistics',
};
