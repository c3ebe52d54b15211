import { Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { schoolDay } from '../../../shared/dates/school-time.ts';
import { TYPED_DATE_HINT } from '../../../shared/dates/typed-dates.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import type { TransactionsRange } from '../api/download-transactions-csv.ts';
import { defaultRange } from '../model/transaction-range.ts';
import { type ClassChoice, DayField, ExportClassField } from './export-fields.tsx';
import { ExportSection } from './export-section.tsx';

/** What makes one dated export of the page: its words, its rule for the dates and its download. */
export interface RangeExportKind {
  title: string;
  description: string;
  /** Said to a teacher with no class, instead of the form. */
  noClassText: string;
  /** The summary's test id (`<kind>-summary`). */
  testId: string;
  /** What the dates chosen would give, once they are right: "The file will hold …". */
  summary: (range: { from: string; to: string }, chosenClass: ClassChoice | null) => string;
  /** The end of "Choose the first and last days (…) to download …". */
  downloadWhat: string;
  problems: (from: string | null, to: string | null) => { from?: string; to?: string };
  buttonName: string;
  busyLabel: string;
  primary?: boolean;
  download: (
    schoolId: number,
    range: TransactionsRange,
    classCode: string | null,
    transfer: DownloadTransfer,
  ) => Promise<void>;
  /** The note under the button: the file's columns and where else its figures are. */
  footnote: ReactNode;
}

export interface RangeExportProps {
  schoolId: number;
  isAdministrator: boolean;
  /** The classes the caller may export: an administrator's every class, a teacher's own. */
  classes: readonly ClassChoice[];
  /** The class chosen; null for the whole school (administrators only). */
  groupId: number | null;
  onGroupChange: (groupId: number | null) => void;
}

/**
 * One dated export of the Data exports page (issue 26 point 2): a class (or, for an administrator, the
 * whole school), the first and last days typed as dd/mm/yyyy (school days), a summary of what the file
 * will hold, and a download that shows its progress. Each export is a `RangeExportKind`.
 */
export function RangeExport({
  kind,
  schoolId,
  isAdministrator,
  classes,
  groupId,
  onGroupChange,
}: RangeExportProps & { kind: RangeExportKind }) {
  const [range, setRange] = useState<{ from: string | null; to: string | null }>(() =>
    defaultRange(schoolDay(new Date())),
  );
  const chosen = classes.find((c) => c.groupId === groupId) ?? null;
  const problems = kind.problems(range.from, range.to);
  const scopeReady = chosen !== null || (groupId === null && isAdministrator);
  const { from, to } = range;
  const complete = from !== null && to !== null ? { from, to } : null;
  const ready = scopeReady && complete !== null && Object.keys(problems).length === 0;

  return (
    <ExportSection title={kind.title} description={kind.description}>
      {!isAdministrator && classes.length === 0 ? (
        <Text>{kind.noClassText}</Text>
      ) : (
        <Stack gap="md">
          <Group align="flex-start" gap="md" wrap="wrap">
            <ExportClassField
              isAdministrator={isAdministrator}
              classes={classes}
              groupId={groupId}
              onGroupChange={onGroupChange}
            />
            <DayField
              label="From"
              value={from}
              onChange={(next) => setRange((r) => ({ ...r, from: next }))}
            />
            <DayField
              label="To"
              value={to}
              onChange={(next) => setRange((r) => ({ ...r, to: next }))}
              error={problems.to && complete !== null ? problems.to : undefined}
            />
          </Group>
          <Text size="sm" data-testid={kind.testId}>
            {ready && complete !== null
              ? kind.summary(complete, chosen)
              : `Choose ${scopeReady ? '' : 'a class and '}the first and last days (${TYPED_DATE_HINT}) to download ${kind.downloadWhat}.`}
          </Text>
          <DownloadButton
            label="Download CSV"
            name={kind.buttonName}
            busyLabel={kind.busyLabel}
            variant={kind.primary ? 'filled' : 'default'}
            disabled={!ready}
            download={async (transfer) => {
              if (complete === null) return;
              await kind.download(schoolId, { ...complete, groupId }, chosen?.code ?? null, transfer);
            }}
          />
          <Text size="xs" className={muted.muted}>
            {kind.footnote}
          </Text>
        </Stack>
      )}
    </ExportSection>
  );
}
