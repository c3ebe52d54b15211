import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { accessOk, accessPath, failureOf, setUpHttpClientTests } from '../../test/http-client-setup.ts';
import { announcedTotal, type DownloadProgress, formatBytes, readWithProgress } from './download-progress.ts';
import { downloadFile } from './http-client.ts';

const { notify } = setUpHttpClientTests();
const EXPORT = '/api/v3/schools/1/reports/transactions.csv';
const encoder = new TextEncoder();

/** A body that arrives in these pieces, one after another. */
function piecesBody(pieces: string[]) {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[next++];
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
  });
}

describe('downloadFile reports its progress', () => {
  it('tells the bytes so far as each piece arrives, with the total the server announced', async () => {
    stubFetch({
      [accessPath]: accessOk,
      [`GET ${EXPORT}`]: () =>
        new Response(piecesBody(['a,b\n', '1,2\n', '3,4\n']), {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-length': '12' },
        }),
    });
    const seen: DownloadProgress[] = [];
    const blob = await downloadFile({ method: 'GET', endpoint: EXPORT, onProgress: (p) => seen.push(p) });
    expect(await blob.text()).toBe('a,b\n1,2\n3,4\n');
    expect(blob.type).toBe('text/csv');
    expect(seen).toEqual([
      { received: 0, total: 12 },
      { received: 4, total: 12 },
      { received: 8, total: 12 },
      { received: 12, total: 12 },
    ]);
  });

  it('has no total for a streamed answer (no length) or a compressed one (its length is not what arrives)', async () => {
    stubFetch({
      [accessPath]: accessOk,
      [`GET ${EXPORT}`]: () => new Response(piecesBody(['x', 'yz']), { status: 200 }),
    });
    const seen: DownloadProgress[] = [];
    await downloadFile({ method: 'GET', endpoint: EXPORT, onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ received: 3, total: null });
    expect(announcedTotal(new Headers({ 'content-length': '900', 'content-encoding': 'br' }))).toBeNull();
    expect(announcedTotal(new Headers({ 'content-length': '900', 'content-encoding': 'identity' }))).toBe(
      900,
    );
    expect(announcedTotal(new Headers({ 'content-length': 'lots' }))).toBeNull();
  });

  it('stops when cancelled while the body arrives, without a toast', async () => {
    stubFetch({
      [accessPath]: accessOk,
      [`GET ${EXPORT}`]: (_url, init) => {
        // A first piece, then nothing more until the fetch is aborted, which errors the body as a browser does.
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(encoder.encode('a,b\n'));
            init.signal?.addEventListener('abort', () =>
              stream.error(new DOMException('Aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { status: 200 });
      },
    });
    const controller = new AbortController();
    const download = downloadFile({
      method: 'GET',
      endpoint: EXPORT,
      signal: controller.signal,
      onProgress: ({ received }) => {
        if (received > 0) controller.abort();
      },
    });
    const error = await failureOf(download);
    expect(error.kind).toBe('aborted');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('readWithProgress', () => {
  it('gathers what arrives into Blobs as it goes, and keeps every byte in order', async () => {
    const pieces = ['a,b\n', '1,2\n', 'é,"x"\n', '3,4\n'];
    const response = new Response(piecesBody(pieces), { headers: { 'content-type': 'text/csv' } });
    const seen: number[] = [];
    const blob = await readWithProgress(response, ({ received }) => seen.push(received), 5);
    expect(await blob.text()).toBe(pieces.join(''));
    expect(blob.type).toBe('text/csv');
    expect(seen).toEqual([0, 4, 8, 15, 19]);
  });
});

describe('formatBytes', () => {
  it('reads as a file size, rounded before the unit is chosen', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1_500)).toBe('2 KB');
    expect(formatBytes(999_999)).toBe('1.0 MB');
    expect(formatBytes(2_400_000)).toBe('2.4 MB');
    expect(formatBytes(1_250_000_000)).toBe('1.25 GB');
  });
});
