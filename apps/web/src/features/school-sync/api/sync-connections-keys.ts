/** The school's roster provider connections (issue 28). */
export const syncConnectionsKeys = {
  list: (schoolId: number) => ['sync-connections', schoolId] as const,
};
