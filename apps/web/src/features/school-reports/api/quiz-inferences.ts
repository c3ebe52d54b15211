import { questionBankPaths } from '@mathsight/contract/question-bank.paths.ts';
import { type QuizInferenceRequest, QuizInferencesSchema } from '@mathsight/contract/question-bank.ts';
import { useQuery } from '@tanstack/react-query';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { downloadFile, request, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { REPORT_STALE_MS, schoolReportKeys } from './school-report-keys.ts';

/**
 * POST quiz-inferences/generate: the misconceptions each student of one class likely holds, from the
 * options they chose in one piece of work (spec §7 "group inference insights"). A read sent as POST,
 * so a query, not a mutation.
 */
export function useQuizInferences(schoolId: number, work: QuizInferenceRequest | null) {
  return useQuery({
    queryKey: [...schoolReportKeys.school(schoolId), 'inferences', work?.assignmentId, work?.groupId],
    queryFn: ({ signal }) =>
      request({
        method: 'POST',
        endpoint: questionBankPaths.inferences,
        body: work,
        schema: QuizInferencesSchema,
        signal,
      }),
    enabled: work !== null,
    staleTime: REPORT_STALE_MS,
  });
}

/** POST quiz-inferences/generate-csv: the same rows and columns as a CSV, with the report CSV timeout (spec §9). */
export async function downloadQuizInferencesCsv(
  work: QuizInferenceRequest,
  fileName: string,
  transfer?: DownloadTransfer,
) {
  const blob = await downloadFile({
    method: 'POST',
    endpoint: questionBankPaths.inferencesCsv,
    body: work,
    timeoutMs: REPORT_CSV_TIMEOUT_MS,
    ...transfer,
  });
  saveFile(blob, fileName);
}
