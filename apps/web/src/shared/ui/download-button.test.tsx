import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadTransfer } from '../api/download-progress.ts';
import { DownloadButton, progressText } from './download-button.tsx';
import { renderWithMantine } from './testing/render-with-mantine.tsx';
import {
  DOWNLOAD_PROGRESS_ANNOUNCE_MS,
  DOWNLOAD_PROGRESS_DELAY_MS,
  DOWNLOAD_PROGRESS_REFRESH_MS,
} from './ui-constants.ts';

/** A download the test drives: its transfer, and how to end it. */
function controlledDownload() {
  const held: { transfer?: DownloadTransfer; finish?: () => void; fail?: (e: unknown) => void } = {};
  const download = vi.fn(
    (transfer: DownloadTransfer) =>
      new Promise<void>((resolve, reject) => {
        held.transfer = transfer;
        held.finish = resolve;
        held.fail = reject;
        transfer.signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );
  return { download, held };
}

const liveRegion = () => screen.getByRole('status');

function renderButton(download: (transfer: DownloadTransfer) => Promise<void>) {
  renderWithMantine(
    <DownloadButton
      label="Download CSV"
      name="Download CSV of the answers"
      busyLabel="Downloading the answers"
      download={download}
    />,
  );
  return screen.getByRole('button', { name: 'Download CSV of the answers' });
}

describe('DownloadButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing more for a quick download, and says nothing when it ends', async () => {
    const { download, held } = controlledDownload();
    fireEvent.click(renderButton(download));
    expect(screen.getByRole('button', { name: 'Downloading the answers' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(DOWNLOAD_PROGRESS_DELAY_MS - 100);
      held.finish?.();
    });
    expect(screen.queryByTestId('download-progress')).toBeNull();
    expect(liveRegion().textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Download CSV of the answers' })).toBeTruthy();
  });

  it('after a second shows the bytes so far and, with the total known, a bar; then says it is complete', async () => {
    const { download, held } = controlledDownload();
    fireEvent.click(renderButton(download));
    act(() => held.transfer?.onProgress({ received: 2_400_000, total: null }));
    act(() => vi.advanceTimersByTime(DOWNLOAD_PROGRESS_DELAY_MS));
    expect(screen.getByTestId('download-progress').textContent).toContain('Downloading… 2.4 MB');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(liveRegion().textContent).toBe('Downloading… 2.4 MB');

    act(() => held.transfer?.onProgress({ received: 3_000_000, total: 6_000_000 }));
    act(() => vi.advanceTimersByTime(DOWNLOAD_PROGRESS_REFRESH_MS));
    expect(screen.getByTestId('download-progress').textContent).toContain('Downloading… 3.0 MB of 6.0 MB');
    const bar = screen.getByRole('progressbar', { name: 'Download CSV of the answers: downloaded' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    // The live region is told now and then, not with every piece.
    expect(liveRegion().textContent).toBe('Downloading… 2.4 MB');
    act(() => vi.advanceTimersByTime(DOWNLOAD_PROGRESS_ANNOUNCE_MS));
    expect(liveRegion().textContent).toBe('Downloading… 3.0 MB of 6.0 MB');

    await act(async () => held.finish?.());
    expect(screen.queryByTestId('download-progress')).toBeNull();
    expect(liveRegion().textContent).toBe('Download complete');
  });

  it('cancels: the download is aborted, the live region says so and the keyboard is back on the button', async () => {
    const { download, held } = controlledDownload();
    fireEvent.click(renderButton(download));
    act(() => vi.advanceTimersByTime(DOWNLOAD_PROGRESS_DELAY_MS));
    // Before the first byte (a PDF being drawn), the button's own busy words.
    expect(screen.getByTestId('download-progress').textContent).toContain('Downloading the answers…');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel: Download CSV of the answers' }));
    });
    expect(held.transfer?.signal.aborted).toBe(true);
    expect(screen.queryByTestId('download-progress')).toBeNull();
    expect(liveRegion().textContent).toBe('Download cancelled');
    const button = screen.getByRole('button', { name: 'Download CSV of the answers' });
    expect(document.activeElement).toBe(button);
  });

  it('leaves a failure to the toast the client showed', async () => {
    const { download, held } = controlledDownload();
    fireEvent.click(renderButton(download));
    act(() => vi.advanceTimersByTime(DOWNLOAD_PROGRESS_DELAY_MS));
    await act(async () => held.fail?.(new Error('Error downloading file')));
    expect(screen.queryByTestId('download-progress')).toBeNull();
    expect(liveRegion().textContent).toBe('');
  });
});

describe('progressText', () => {
  it('reads the bytes, of the total when known, or the busy words before any', () => {
    expect(progressText({ received: 0, total: null }, 'Preparing the PDFs')).toBe('Preparing the PDFs…');
    expect(progressText({ received: 830_000, total: null }, 'x')).toBe('Downloading… 830 KB');
    expect(progressText({ received: 1_200_000, total: 2_500_000 }, 'x')).toBe(
      'Downloading… 1.2 MB of 2.5 MB',
    );
  });
});
