import type { PdfSection } from '@mathsight/contract/assistant-documents.ts';
import { DownloadButton } from '../ui/download-button.tsx';
import { downloadAssistantPdf } from './assistant-documents.ts';

/**
 * "Export as PDF" (issue 29 point 5): one answer, a whole conversation, or the sections a panel shows
 * (a CSV summary, student reports), drawn by the server's pdf-generator. `title` is its instruction.
 */
export function ExportPdfButton({
  schoolId,
  title,
  source,
  name,
}: {
  schoolId: number;
  title: string;
  source: { conversationId: number; messageId?: number } | { sections: PdfSection[] };
  /** The accessible name when the label alone is ambiguous ("Export as PDF: the whole conversation"; the label first, WCAG 2.5.3). */
  name?: string;
}) {
  const instruction = title.trim().slice(0, 200) || 'Assistant';
  return (
    <DownloadButton
      label="Export as PDF"
      {...(name && { name })}
      busyLabel="Preparing the PDF"
      size="xs"
      download={(transfer) => downloadAssistantPdf(schoolId, { instruction, ...source }, transfer)}
    />
  );
}
