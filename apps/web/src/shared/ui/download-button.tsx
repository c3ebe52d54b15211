import { Button } from '@mantine/core';
import { useState } from 'react';

/**
 * A file download button: busy (and named so) while the file comes. `download` goes through the HTTP
 * client's `downloadFile`, which reports a failure as a toast, so nothing more is said here.
 */
export function DownloadButton({
  label,
  busyLabel,
  download,
  variant = 'default',
}: {
  label: string;
  busyLabel: string;
  download: () => Promise<void>;
  variant?: 'default' | 'filled';
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      loading={busy}
      aria-label={busy ? busyLabel : label}
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
