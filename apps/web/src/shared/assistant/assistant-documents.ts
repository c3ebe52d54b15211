import { assistantDocumentPaths } from '@mathsight/contract/assistant-documents.paths.ts';
import {
  type CsvSummaryRequest,
  CsvSummarySchema,
  type PdfRequest,
  type StudentReportRequest,
  StudentReportSchema,
} from '@mathsight/contract/assistant-documents.ts';
import { useMutation } from '@tanstack/react-query';
import type { DownloadTransfer } from '../api/download-progress.ts';
import { downloadFile, request, saveFile } from '../api/http-client.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS } from '../config/constants.ts';
import { fileNamePart } from '../files/file-name-part.ts';

/**
 * The assistant's documents (issue 29 point 4). The 400s' messages (an empty instruction, a CSV too
 * large) are shown beside the form, not as a toast.
 */
export function useCsvSummary(schoolId: number) {
  return useMutation({
    mutationFn: (body: CsvSummaryRequest) =>
      request({
        method: 'POST',
        endpoint: assistantDocumentPaths.csvSummarizer(schoolId),
        body,
        schema: CsvSummarySchema,
        notify: false,
      }),
  });
}

export function useStudentReport(schoolId: number) {
  return useMutation({
    mutationFn: (body: StudentReportRequest) =>
      request({
        method: 'POST',
        endpoint: assistantDocumentPaths.studentReport(schoolId),
        body,
        schema: StudentReportSchema,
        notify: false,
      }),
  });
}

/** POST /flow/v1/schools/{id}/pdf-generator: the PDF saved under its title. */
export async function downloadAssistantPdf(schoolId: number, body: PdfRequest, transfer?: DownloadTransfer) {
  const blob = await downloadFile({
    method: 'POST',
    endpoint: assistantDocumentPaths.pdf(schoolId),
    body,
    timeoutMs: REPORT_CSV_LONG_TIMEOUT_MS,
    ...transfer,
  });
  saveFile(blob, `${fileNamePart(body.instruction, 'assistant')}.pdf`);
}
