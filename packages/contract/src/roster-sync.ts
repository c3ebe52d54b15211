import { z } from 'zod';
import { IdFromTextSchema, IdSchema, TextSchema } from './common.ts';
import { SyncProviderSchema, SyncUpdateTypeSchema } from './sync-connections.ts';

/**
 * A school's classes synced from a roster provider (issue 28 point 3, spec §7 Sync: GET and POST for each
 * provider, plus mis-sync details). A sync is a run: a preview (what would change, nothing changes) or an
 * apply (the same plan made on a fresh read, written in one transaction). A run reads every page first; a
 * fault anywhere fails the run and changes nothing.
 */

export const SyncRunModeSchema = z.enum(['preview', 'apply']);
export type SyncRunMode = z.infer<typeof SyncRunModeSchema>;

export const SyncRunStatusSchema = z.enum(['running', 'done', 'failed']);
export type SyncRunStatus = z.infer<typeof SyncRunStatusSchema>;

/** §9: a sync call times out after 1,800,000 ms; a run still "running" after it has failed. */
export const SYNC_TIMEOUT_MS = 1_800_000;

/** At most this many entries of each list of a run are kept and sent (the counts say how many there are). */
export const SYNC_LIST_LIMIT = 500;

export const SyncChangeKindSchema = z.enum([
  'class-added',
  'class-updated',
  'student-added',
  'student-updated',
  'student-moved',
  'teacher-added',
  'student-removed',
  'class-archived',
]);
export type SyncChangeKind = z.infer<typeof SyncChangeKindSchema>;

/** One line of a plan: "Add 7A/Ma1", "Move Ada Lovelace from 7A/Ma1 to 7B/Ma1". */
export const SyncChangeSchema = z.object({
  kind: SyncChangeKindSchema,
  /** The class's code, or the student's or teacher's name. */
  name: z.string(),
  /** What it says besides the name: "from 7A/Ma1 to 7B/Ma1", "name was 7A/Ma", "into 8B/Ma2". */
  detail: z.string(),
});
export type SyncChange = z.infer<typeof SyncChangeSchema>;

export const SyncCountsSchema = z.object({
  classesAdded: z.number().int().min(0),
  classesUpdated: z.number().int().min(0),
  studentsAdded: z.number().int().min(0),
  studentsUpdated: z.number().int().min(0),
  studentsMoved: z.number().int().min(0),
  teachersAdded: z.number().int().min(0),
  /** Replace only: class places taken away and classes archived (what would go). */
  studentsRemoved: z.number().int().min(0),
  classesArchived: z.number().int().min(0),
  /** Classes and students already as the provider has them. */
  leftAlone: z.number().int().min(0),
  misSyncs: z.number().int().min(0),
});
export type SyncCounts = z.infer<typeof SyncCountsSchema>;

export const MisSyncKindSchema = z.enum(['class', 'student', 'teacher']);
export type MisSyncKind = z.infer<typeof MisSyncKindSchema>;

export const MisSyncReasonSchema = z.enum([
  'duplicate-section-name',
  'ambiguous-student',
  'archived-student',
  'teacher-email-invalid',
  'teacher-not-in-school',
  'not-owner',
  'missing-name',
]);
export type MisSyncReason = z.infer<typeof MisSyncReasonSchema>;

/** A Mathsight class or student a mis-sync could be linked to. */
export const MisSyncCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  detail: z.string(),
});

/** What could not be matched, and why, for a person to resolve on the sync screen. */
export const MisSyncSchema = z.object({
  kind: MisSyncKindSchema,
  providerId: z.string(),
  name: z.string(),
  reason: MisSyncReasonSchema,
  /** The reason in words, saying what happens until it is resolved. */
  message: z.string(),
  candidates: z.array(MisSyncCandidateSchema),
});
export type MisSync = z.infer<typeof MisSyncSchema>;

/** GET …/sync/{provider}/mis-syncs. */
export const MisSyncListSchema = z.array(MisSyncSchema);

export const SyncRunSchema = z.object({
  runId: z.number().int(),
  provider: SyncProviderSchema,
  mode: SyncRunModeSchema,
  updateType: SyncUpdateTypeSchema,
  status: SyncRunStatusSchema,
  /** "Priya Shah"; "Nightly sync" when the school's nightly option ran it; null once they have left. */
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Progress fed by the server while it reads the provider's pages. */
  progress: z.object({ pagesRead: z.number().int().min(0), itemsRead: z.number().int().min(0) }),
  /** Why it failed, in words; null unless failed. Nothing changed when a run failed. */
  error: z.string().nullable(),
  counts: SyncCountsSchema.nullable(),
  /** The first SYNC_LIST_LIMIT changes (planned for a preview, made for an apply). */
  changes: z.array(SyncChangeSchema),
  misSyncs: z.array(MisSyncSchema),
});
export type SyncRun = z.infer<typeof SyncRunSchema>;

/** GET /api/v3/schools/{id}/sync/{provider}: the last run of each mode (the one running, if any). */
export const SyncStatusSchema = z.object({
  provider: SyncProviderSchema,
  lastPreview: SyncRunSchema.nullable(),
  lastApply: SyncRunSchema.nullable(),
});
export type SyncStatus = z.infer<typeof SyncStatusSchema>;

/** POST /api/v3/schools/{id}/sync/{provider}: starts a run (202 with the run, status running). */
export const StartSyncRunRequestSchema = z.object({
  mode: SyncRunModeSchema,
  /** Merge by default (§4); Replace is for administrators only. */
  updateType: SyncUpdateTypeSchema.default('Merge'),
});
export type StartSyncRunRequest = z.input<typeof StartSyncRunRequestSchema>;

export const SyncRunParamsSchema = z.object({
  id: IdFromTextSchema,
  provider: SyncProviderSchema,
  runId: IdFromTextSchema,
});

/** POST …/sync/{provider}/mis-syncs: how a person resolved one; the next run follows it. */
export const ResolveMisSyncRequestSchema = z.object({
  kind: MisSyncKindSchema,
  providerId: TextSchema.trim().min(1).max(200),
  /** link: it is this Mathsight class, student or teacher; create: a new one; ignore: leave it out of syncs. */
  action: z.enum(['link', 'create', 'ignore']),
  localId: IdSchema.optional(),
});
export type ResolveMisSyncRequest = z.infer<typeof ResolveMisSyncRequestSchema>;
