/** How much of a file has arrived: bytes so far, and of how many when the server said (null otherwise). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export type OnDownloadProgress = (progress: DownloadProgress) => void;

/** What a download button hands its download, to pass on to `downloadFile`: how to cancel it, where to tell its progress. */
export interface DownloadTransfer {
  signal: AbortSignal;
  onProgress: OnDownloadProgress;
}

/**
 * The size the server announced for what the reader counts. A compressed answer's Content-Length is of
 * the compressed bytes while the body arrives decompressed, so it says nothing of the total; a streamed
 * answer (the transaction CSV) has none at all.
 */
export function announcedTotal(headers: Headers): number | null {
  const encoding = headers.get('content-encoding');
  if (encoding && encoding !== 'identity') return null;
  const length = Number(headers.get('content-length') ?? Number.NaN);
  return Number.isSafeInteger(length) && length > 0 ? length : null;
}

/**
 * Pieces are gathered into a Blob every this many bytes: the browser keeps Blobs out of the page's own
 * memory (on disk when large), so a download of a gigabyte does not hold a gigabyte of arrays here.
 */
export const BLOB_ROLL_UP_BYTES = 8_000_000;

/**
 * The body as a file, telling `onProgress` after each piece that arrives (and once at the start, with 0):
 * a long download can say how far it has got. Without a reader (old browsers, some test doubles), the
 * body is read whole and the progress told once at the end.
 */
export async function readWithProgress(
  response: Response,
  onProgress: OnDownloadProgress,
  rollUpBytes = BLOB_ROLL_UP_BYTES,
): Promise<Blob> {
  const total = announcedTotal(response.headers);
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total });
    return blob;
  }
  const reader = response.body.getReader();
  const parts: Blob[] = [];
  let pieces: Uint8Array[] = [];
  let pending = 0;
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value);
    pending += value.byteLength;
    received += value.byteLength;
    if (pending >= rollUpBytes) {
      parts.push(new Blob(pieces as BlobPart[]));
      pieces = [];
      pending = 0;
    }
    onProgress({ received, total });
  }
  return new Blob([...parts, ...(pieces as BlobPart[])], { type });
}

/** "2.4 MB", "830 KB", "512 bytes": a size as people read it (decimal units, as the operating systems show files). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  // Rounded before the unit is chosen, so 999,999 bytes read "1.0 MB", not "1000 KB".
  if (bytes < 999_500) return `${Math.round(bytes / 1000)} KB`;
  if (bytes < 999_950_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}
