import { Button } from '@mantine/core';
import type { LeagueQuery } from '@mathsight/contract/leagues.ts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { saveFile } from '../../../shared/api/http-client.ts';
import { exportLeague } from '../api/export-league.ts';

/** "Export CSV": the league on screen (its period and filter), as the server writes it. */
export function ExportLeagueButton({
  endpoint,
  query,
  fileName,
  disabled,
  wholeSchool = false,
}: {
  endpoint: string;
  query: LeagueQuery & { yearGroupId?: number | null };
  fileName: string;
  disabled?: boolean;
  /** The school's league (students or classes) rather than one class's: the long report timeout. */
  wholeSchool?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        try {
          saveFile(await exportLeague(endpoint, query, wholeSchool), fileName);
        } catch {
          // The HTTP client has shown 'Error downloading file'.
        } finally {
          setBusy(false);
        }
      }}
    >
      Export CSV
    </Button>
  );
}
