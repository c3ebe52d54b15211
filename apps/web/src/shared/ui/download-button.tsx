import { Button, type MantineSize } from '@mantine/core';
import { useState } from 'react';

/**
 * A file download button: busy (and named so) while the file comes. `download` goes through the HTTP
 * client's `downloadFile`, which reports a failure as a toast, so nothing more is said here.
 */
export function DownloadButton({
  label,
  name = label,
  busyLabel,
  download,
  variant = 'default',
  size,
}: {
  /** What the button shows. */
  label: string;
  /** Its accessible name when it says more than the label (starting with it): "Download CSV of the work". */
  name?: string;
  busyLabel: string;
  download: () => Promise<void>;
  variant?: 'default' | 'filled';
  size?: MantineSize;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size={size}
      loading={busy}
      aria-label={busy ? busyLabel : name}
      onClick={async () => {
        setBusy(true);
        try {
          await download();
        } catch {
          // The client has shown the failure already.
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
