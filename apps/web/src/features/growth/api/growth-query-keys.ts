/** The growth feature's query keys: under `reports`, one per call and its inputs. */
export const growthQueryKeys = {
  all: ['reports', 'growth'] as const,
  classGrowth: (schoolId: number, groupId: number, strand: string | null) =>
    [...growthQueryKeys.all, 'class', schoolId, groupId, strand] as const,
  classBaseline: (schoolId: number, groupId: number) =>
    [...growthQueryKeys.all, 'baseline', schoolId, groupId] as const,
  byClass: (schoolId: number, strand: string | null) =>
    [...growthQueryKeys.all, 'by-class', schoolId, strand] as const,
};

/** Measures move with every answer, but a report read a minute ago is fresh enough. */
export const GROWTH_STALE_MS = 60_000;
