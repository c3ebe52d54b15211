import { usageReportPaths } from '@mathsight/contract/usage-report.paths.ts';
import { UsageReportSchema } from '@mathsight/contract/usage-report.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';

/** A window of school weeks: its first day (moved back to its Monday by the server) and its last. */
export interface UsageWindow {
  from: string;
  to: string;
}

/** GET schools/{id}/reports/usage?from=&to=: the school's usage week by week (administrators only). */
export function useUsageReport(schoolId: number, window: UsageWindow) {
  return useQuery({
    queryKey: ['usage-report', schoolId, window.from, window.to],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: usageReportPaths.usage(schoolId),
        params: { from: window.from, to: window.to },
        schema: UsageReportSchema,
        timeoutMs: REPORT_CSV_TIMEOUT_MS,
        signal,
      }),
    staleTime: 60_000,
    // A refusal (403: not an administrator) will not change on a retry.
    retry: false,
  });
}
