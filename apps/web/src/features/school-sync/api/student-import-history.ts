import { schoolSyncPaths } from '@mathsight/contract/school-sync.paths.ts';
import { STUDENT_IMPORTS_PAGE_SIZE, StudentImportHistorySchema } from '@mathsight/contract/school-sync.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { schoolSyncKeys } from './school-sync-keys.ts';

/** GET schools/{id}/student-imports: one page (10) of the school's imports, newest first; 1-based page. */
export function useStudentImportHistory(schoolId: number, page: number) {
  return useQuery({
    queryKey: schoolSyncKeys.imports(schoolId, page),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolSyncPaths.studentImports(schoolId),
        params: pagingParams({
          skip: (Math.max(1, page) - 1) * STUDENT_IMPORTS_PAGE_SIZE,
          take: STUDENT_IMPORTS_PAGE_SIZE,
        }),
        schema: StudentImportHistorySchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Imports, archives and class changes on other screens change it: ask again each time it opens.
    refetchOnMount: 'always',
  });
}
