import { z } from 'zod';
import { IdFromTextSchema, IdSchema, IsoDateSchema, TextSchema } from './common.ts';
import { EffortPeriodSchema, EffortSummarySchema } from './effort.ts';

/**
 * League tables (spec §7 "school and class league insights", issue 14 point 7): students (or classes)
 * ranked on effort points (decision 0016), never on ability, for one week or one term. Ties share a
 * rank (1, 2, 2, 4). When the school's motivational features are off every league call answers 409
 * with LEAGUES_OFF_MESSAGE.
 */

export const LEAGUES_OFF_MESSAGE = 'Leagues are turned off for this school';

/** `period` week (default) or term; `date` any day in it (default today, in school time). */
export const LeagueQuerySchema = z.object({
  period: EffortPeriodSchema.default('week'),
  date: IsoDateSchema.optional(),
});
export type LeagueQuery = z.input<typeof LeagueQuerySchema>;

export const SchoolLeagueQuerySchema = LeagueQuerySchema.extend({
  /** Only students (school league) or classes (group league) of this year group (country_year_groups id). */
  yearGroupId: IdFromTextSchema.optional(),
});
export type SchoolLeagueQuery = z.input<typeof SchoolLeagueQuerySchema>;

export const ClassLeagueParamsSchema = z.object({ id: IdFromTextSchema, groupId: IdFromTextSchema });

/** The period a league covers: its first day and the day after its last (yyyy-mm-dd). */
export const LeaguePeriodSchema = z.object({
  period: EffortPeriodSchema,
  start: IsoDateSchema,
  end: IsoDateSchema,
  /** "Week of 23 Nov 2026" or "Autumn 2026". */
  label: TextSchema,
});
export type LeaguePeriod = z.infer<typeof LeaguePeriodSchema>;

export const LeagueStudentSchema = EffortSummarySchema.extend({
  rank: z.number().int().min(1),
  studentId: IdSchema,
  firstName: TextSchema,
  lastName: TextSchema,
  /** The student's classes in the school (codes), for the school league. */
  classes: z.array(TextSchema),
});
export type LeagueStudent = z.infer<typeof LeagueStudentSchema>;

export const YearGroupOptionSchema = z.object({ yearGroupId: IdSchema, name: TextSchema });

export const ClassLeagueSchema = z.object({
  schoolId: IdSchema,
  groupId: IdSchema,
  groupName: TextSchema,
  period: LeaguePeriodSchema,
  students: z.array(LeagueStudentSchema),
});
export type ClassLeague = z.infer<typeof ClassLeagueSchema>;

export const SchoolLeagueSchema = z.object({
  schoolId: IdSchema,
  period: LeaguePeriodSchema,
  yearGroupId: IdSchema.nullable(),
  /** The year groups of the school's classes, for the filter. */
  yearGroups: z.array(YearGroupOptionSchema),
  students: z.array(LeagueStudentSchema),
});
export type SchoolLeague = z.infer<typeof SchoolLeagueSchema>;

export const LeagueGroupSchema = z.object({
  rank: z.number().int().min(1),
  groupId: IdSchema,
  name: TextSchema,
  yearGroups: z.array(TextSchema),
  /** Active students in the class now. */
  studentCount: z.number().int().min(1),
  /** Effort points per student, one decimal: what the group league ranks on. */
  pointsPerStudent: z.number().min(0),
  /** The class's totals over the period. */
  totals: EffortSummarySchema,
});
export type LeagueGroup = z.infer<typeof LeagueGroupSchema>;

export const GroupLeagueSchema = z.object({
  schoolId: IdSchema,
  period: LeaguePeriodSchema,
  yearGroupId: IdSchema.nullable(),
  yearGroups: z.array(YearGroupOptionSchema),
  groups: z.array(LeagueGroupSchema),
});
export type GroupLeague = z.infer<typeof GroupLeagueSchema>;

/** A row of a student's own view of their class league: others only as first name and initial. */
export const MyLeagueEntrySchema = z.object({
  rank: z.number().int().min(1),
  /** "Amelia K." */
  displayName: TextSchema,
  isYou: z.boolean(),
  effortPoints: z.number().int().min(0),
});
export type MyLeagueEntry = z.infer<typeof MyLeagueEntrySchema>;

export const MyClassLeagueSchema = z.object({
  groupId: IdSchema,
  groupName: TextSchema,
  /** The student's rank, and how many are in the league. */
  position: z.number().int().min(1),
  of: z.number().int().min(1),
  /** The top five and the student (after them when they are not among them). */
  entries: z.array(MyLeagueEntrySchema),
});
export type MyClassLeague = z.infer<typeof MyClassLeagueSchema>;

export const MyClassLeaguesSchema = z.object({
  period: LeaguePeriodSchema,
  classes: z.array(MyClassLeagueSchema),
});
export type MyClassLeagues = z.infer<typeof MyClassLeaguesSchema>;

/** How many of the top a student's own card shows. */
export const MY_LEAGUE_TOP = 5;
