import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * A file the browser saves (a CSV, a PDF): its type, the name it is saved under, and never cached, since
 * every export is of data that changes. The one place the download headers are written. A stream body
 * (a large export) goes out as it is read, without a length.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { filename: string; body: string | Buffer | Uint8Array | Readable; contentType?: string },
) {
  return reply
    .type(file.contentType ?? CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
