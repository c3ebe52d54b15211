/** The sync screen's queries (each asks again whenever the screen opens: imports happen elsewhere). */
export const schoolSyncKeys = {
  all: (schoolId: number) => ['school-sync', schoolId] as const,
  imports: (schoolId: number, page: number) => [...schoolSyncKeys.all(schoolId), 'imports', page] as const,
  health: (schoolId: number) => [...schoolSyncKeys.all(schoolId), 'health'] as const,
};
