import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { downloadGrowthFile, type GrowthFile } from '../api/export-growth.ts';

/**
 * A growth screen's download: "Export CSV" for a CSV, "Download growth PDFs" (filled, the main action)
 * for the students' PDFs, saved as `fileName`.
 */
export function GrowthDownload({
  schoolId,
  file,
  fileName,
}: {
  schoolId: number;
  file: GrowthFile;
  fileName: string;
}) {
  const pdf = file.kind === 'growth.pdf';
  return (
    <DownloadButton
      variant={pdf ? 'filled' : 'default'}
      label={pdf ? 'Download growth PDFs' : 'Export CSV'}
      busyLabel={pdf ? 'Preparing growth PDFs' : 'Exporting CSV'}
      download={(transfer) => downloadGrowthFile(schoolId, file, fileName, transfer)}
    />
  );
}
