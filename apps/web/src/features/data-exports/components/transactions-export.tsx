import { Group, Stack, Text } from '@mantine/core';
import { TRANSACTIONS_CSV_COLUMNS } from '@mathsight/contract/data-exports.ts';
import { useState } from 'react';
import { schoolDay } from '../../../shared/dates/school-time.ts';
import { TYPED_DATE_HINT } from '../../../shared/dates/typed-dates.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { downloadTransactionsCsv, transactionsFileName } from '../api/download-transactions-csv.ts';
import { defaultRange, longDay, rangeProblems } from '../model/transaction-range.ts';
import { type ClassChoice, DayField, ExportClassField } from './export-fields.tsx';
import { ExportSection } from './export-section.tsx';

/**
 * "Every answer" (issue 26 point 2): the transaction CSV of a date range (typed dd/mm/yyyy, school days,
 * at most a year) for a class the teacher may read, or the whole school for an administrator; downloaded
 * with its progress (the server streams it; a school's year can be millions of rows).
 */
export function TransactionsExport({
  schoolId,
  isAdministrator,
  classes,
  groupId,
  onGroupChange,
}: {
  schoolId: number;
  isAdministrator: boolean;
  /** The classes the caller may export: an administrator's every class, a teacher's own. */
  classes: readonly ClassChoice[];
  /** The class chosen; null for the whole school (administrators only). */
  groupId: number | null;
  onGroupChange: (groupId: number | null) => void;
}) {
  const [range, setRange] = useState<{ from: string | null; to: string | null }>(() =>
    defaultRange(schoolDay(new Date())),
  );
  const chosen = classes.find((c) => c.groupId === groupId) ?? null;
  const problems = rangeProblems(range.from, range.to);
  const scopeReady = chosen !== null || (groupId === null && isAdministrator);
  const ready = scopeReady && range.from !== null && range.to !== null && Object.keys(problems).length === 0;
  const whose = chosen ? `the students of ${chosen.code}` : 'every student of the school';

  return (
    <ExportSection
      title="Every answer"
      description="Each answer students gave in the dates you choose, one row per answer, oldest first: set work (first attempts and retries) and practice on their own. Dates are UK time, both days included, at most a year."
    >
      {!isAdministrator && classes.length === 0 ? (
        <Text>
          You teach no class in this school yet. You can download your classes' answers once you teach one; an
          administrator can download the whole school's.
        </Text>
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
              value={range.from}
              onChange={(from) => setRange((r) => ({ ...r, from }))}
            />
            <DayField
              label="To"
              value={range.to}
              onChange={(to) => setRange((r) => ({ ...r, to }))}
              error={problems.to && range.from !== null && range.to !== null ? problems.to : undefined}
            />
          </Group>
          <Text size="sm" data-testid="transactions-summary">
            {ready && range.from !== null && range.to !== null
              ? `The file will hold every answer given by ${whose} from ${longDay(range.from)} to ${longDay(range.to)}.`
              : `Choose ${scopeReady ? '' : 'a class and '}the first and last days (${TYPED_DATE_HINT}) to download the answers.`}
          </Text>
          <DownloadButton
            variant="filled"
            label="Download CSV"
            name="Download CSV of every answer"
            busyLabel="Preparing the answers"
            disabled={!ready}
            download={async (transfer) => {
              if (range.from === null || range.to === null) return;
              const chosenRange = { from: range.from, to: range.to, groupId };
              await downloadTransactionsCsv(
                schoolId,
                chosenRange,
                transactionsFileName(chosenRange, chosen?.code ?? null),
                transfer,
              );
            }}
          />
          <Text size="xs" className={muted.muted}>
            Its columns: {TRANSACTIONS_CSV_COLUMNS.join(', ')}. Practice answers have an id starting with P,
            the work kind Practice and no work id.
          </Text>
        </Stack>
      )}
    </ExportSection>
  );
}
