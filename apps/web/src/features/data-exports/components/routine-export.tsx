import { Group, Stack, Text } from '@mantine/core';
import { ROUTINE_CSV_COLUMNS } from '@mathsight/contract/routine.ts';
import { useState } from 'react';
import { schoolDay } from '../../../shared/dates/school-time.ts';
import { TYPED_DATE_HINT } from '../../../shared/dates/typed-dates.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { downloadRoutineCsv, routineFileName } from '../api/download-routine-csv.ts';
import { routineRangeProblems } from '../model/routine-range.ts';
import { defaultRange, longDay } from '../model/transaction-range.ts';
import { type ClassChoice, DayField, ExportClassField } from './export-fields.tsx';
import { ExportSection } from './export-section.tsx';

/**
 * "Retrieval-practice routine" (issue 26 point 2, spec §7's routine CSV): for each class and school week
 * of the dates chosen, the retrieval practice set, how many completed it and the mean score: one class
 * the teacher may read, or every class for an administrator.
 */
export function RoutineExport({
  schoolId,
  isAdministrator,
  classes,
  groupId,
  onGroupChange,
}: {
  schoolId: number;
  isAdministrator: boolean;
  classes: readonly ClassChoice[];
  /** The class chosen; null for every class (administrators only). */
  groupId: number | null;
  onGroupChange: (groupId: number | null) => void;
}) {
  const [range, setRange] = useState<{ from: string | null; to: string | null }>(() =>
    defaultRange(schoolDay(new Date())),
  );
  const chosen = classes.find((c) => c.groupId === groupId) ?? null;
  const problems = routineRangeProblems(range.from, range.to);
  const scopeReady = chosen !== null || (groupId === null && isAdministrator);
  const ready = scopeReady && range.from !== null && range.to !== null && Object.keys(problems).length === 0;
  const whose = chosen ? chosen.code : 'every class of the school';

  return (
    <ExportSection
      title="Retrieval-practice routine"
      description="For each class and school week, the retrieval practice set that week, how many students completed it, and their mean score. Weeks run Monday to Sunday (UK time); the first day's whole week is included, at most 53 weeks."
    >
      {!isAdministrator && classes.length === 0 ? (
        <Text>
          You teach no class in this school yet. You can download a class's routine once you teach one; an
          administrator can download every class's.
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
          <Text size="sm" data-testid="routine-summary">
            {ready && range.from !== null && range.to !== null
              ? `The file will hold a row for each week of ${whose} from the week of ${longDay(range.from)} to ${longDay(range.to)}.`
              : `Choose ${scopeReady ? '' : 'a class and '}the first and last days (${TYPED_DATE_HINT}) to download the routine.`}
          </Text>
          <DownloadButton
            label="Download CSV"
            name="Download CSV of the retrieval-practice routine"
            busyLabel="Preparing the routine"
            disabled={!ready}
            download={async (transfer) => {
              if (range.from === null || range.to === null) return;
              const chosenRange = { from: range.from, to: range.to, groupId };
              await downloadRoutineCsv(
                schoolId,
                chosenRange,
                routineFileName(chosenRange, chosen?.code ?? null),
                transfer,
              );
            }}
          />
          <Text size="xs" className={muted.muted}>
            Its columns: {ROUTINE_CSV_COLUMNS.join(', ')}. The same weeks are on each class's plan, under
            Routine.
          </Text>
        </Stack>
      )}
    </ExportSection>
  );
}
