import { Button, Group, type MantineSize, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type DownloadProgress, type DownloadTransfer, formatBytes } from '../api/download-progress.ts';
import {
  DOWNLOAD_PROGRESS_ANNOUNCE_MS,
  DOWNLOAD_PROGRESS_DELAY_MS,
  DOWNLOAD_PROGRESS_REFRESH_MS,
} from './ui-constants.ts';

const NOTHING_YET: DownloadProgress = { received: 0, total: null };

/** "Downloading… 2.4 MB of 6.0 MB"; before the first byte, the button's own busy words ("Preparing the PDFs…"). */
export function progressText(progress: DownloadProgress, busyLabel: string): string {
  if (progress.received === 0) return `${busyLabel}…`;
  const of = progress.total === null ? '' : ` of ${formatBytes(progress.total)}`;
  return `Downloading… ${formatBytes(progress.received)}${of}`;
}

const percentOf = ({ received, total }: DownloadProgress) =>
  total === null ? null : Math.min(100, Math.round((100 * received) / total));

/**
 * A file download button: busy (and named so) while the file comes. A download that takes more than
 * about a second shows how far it has got ("Downloading… 2.4 MB", with a bar when the size is known) and
 * a Cancel that stops it; a polite live region tells screen readers now and then, and when it ends.
 * `download` goes through the HTTP client's `downloadFile` with the transfer it is given, and the client
 * reports a failure as a toast, so nothing more is said of one here.
 */
export function DownloadButton({
  label,
  name = label,
  busyLabel,
  download,
  variant = 'default',
  size,
  disabled = false,
}: {
  /** What the button shows. */
  label: string;
  /** Its accessible name when it says more than the label (starting with it): "Download CSV of the work". */
  name?: string;
  busyLabel: string;
  download: (transfer: DownloadTransfer) => Promise<void>;
  variant?: 'default' | 'filled';
  size?: MantineSize;
  /** Nothing to download yet (a form not filled in): say why beside it. */
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<DownloadProgress | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef<DownloadProgress>(NOTHING_YET);
  const running = useRef<AbortController | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // While it runs: the progress appears after a moment, is redrawn a few times a second and read out
  // every few seconds (the live region would drown a screen reader if it changed with every piece).
  useEffect(() => {
    if (!busy) return;
    const appear = setTimeout(() => {
      setShown(latest.current);
      setAnnouncement(progressText(latest.current, busyLabel));
    }, DOWNLOAD_PROGRESS_DELAY_MS);
    const redraw = setInterval(
      () => setShown((current) => (current ? latest.current : current)),
      DOWNLOAD_PROGRESS_REFRESH_MS,
    );
    const announce = setInterval(
      () => setAnnouncement(progressText(latest.current, busyLabel)),
      DOWNLOAD_PROGRESS_ANNOUNCE_MS,
    );
    return () => {
      clearTimeout(appear);
      clearInterval(redraw);
      clearInterval(announce);
    };
  }, [busy, busyLabel]);

  // Cancel vanishes with the progress: the keyboard goes back to the button.
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [busy]);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    latest.current = NOTHING_YET;
    const startedAt = Date.now();
    setAnnouncement('');
    setBusy(true);
    let ending = 'Download complete';
    try {
      await download({
        signal: controller.signal,
        onProgress: (progress) => {
          latest.current = progress;
        },
      });
    } catch {
      // The client has shown a failure already; a cancelled download is no failure.
      ending = controller.signal.aborted ? 'Download cancelled' : '';
    } finally {
      running.current = null;
      setBusy(false);
      setShown(null);
      // A download too quick to show its progress needs no word of its end either.
      setAnnouncement(Date.now() - startedAt >= DOWNLOAD_PROGRESS_DELAY_MS ? ending : '');
    }
  };

  const percent = shown ? percentOf(shown) : null;
  return (
    <Stack gap={6} align="flex-start">
      <Button
        ref={button}
        variant={variant}
        size={size}
        loading={busy}
        disabled={disabled}
        aria-label={busy ? busyLabel : name}
        onClick={() => void start()}
      >
        {label}
      </Button>
      {shown && (
        <Group gap="xs" wrap="nowrap" data-testid="download-progress">
          <Stack gap={4}>
            <Text size="xs">{progressText(shown, busyLabel)}</Text>
            {percent !== null && (
              <Progress.Root w={160} size="sm">
                <Progress.Section value={percent} aria-label={`${name}: downloaded`} />
              </Progress.Root>
            )}
          </Stack>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Cancel: ${name}`}
            onClick={() => {
              refocus.current = true;
              running.current?.abort();
            }}
          >
            Cancel
          </Button>
        </Group>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
