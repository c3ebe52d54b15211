import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { RoutineRow } from '@mathsight/contract/routine.ts';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { ListLoading } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { downloadClassRoutine } from '../api/download-class-routine.ts';
import { useClassRoutine } from '../api/get-class-routine.ts';

const percent = (value: number | null) => (value === null ? '–' : `${value}%`);

function WeekRow({ row }: { row: RoutineRow }) {
  const missed = row.workSet === 0;
  return (
    <Table.Tr style={{ whiteSpace: 'nowrap' }}>
      <Table.Th scope="row" fw={500}>
        {formatSchoolDate(row.weekStart)}
      </Table.Th>
      <Table.Td>{missed ? 'None set' : row.workSet}</Table.Td>
      <Table.Td>{missed ? '–' : row.questionsSet}</Table.Td>
      <Table.Td>
        {missed ? '–' : `${row.studentsCompleted} of ${row.studentsSet} (${percent(row.completionPercent)})`}
      </Table.Td>
      <Table.Td>{percent(row.meanScorePercent)}</Table.Td>
      <Table.Td>{missed ? '–' : row.studentsWithNoAnswer}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The class's retrieval-practice routine (issue 26): each of the last 12 school weeks, newest first, with
 * the work set that week, how many students handed all of it in, their mean score and who answered
 * nothing; a week with none set says so. The same weeks as the routine CSV, which it downloads.
 */
export function RoutineSection({
  schoolId,
  groupId,
  code,
}: {
  schoolId: number;
  groupId: number;
  code: string;
}) {
  const routine = useClassRoutine(schoolId, groupId);
  const headingId = `routine-${groupId}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={3} size="h5" id={headingId}>
            Routine
          </Title>
          <Text size="sm" className={muted.muted}>
            {code}'s retrieval practice week by week, the last 12 weeks.
          </Text>
        </div>
        <DownloadButton
          label="Export CSV"
          name={`Export CSV of the routine of ${code}`}
          busyLabel="Exporting CSV"
          download={() => downloadClassRoutine(schoolId, groupId, code)}
          size="xs"
        />
      </Group>
      {routine.isPending ? (
        <ListLoading noun="the routine" rows={4} height={28} />
      ) : routine.isError ? (
        <LoadError
          title="The routine could not be loaded"
          message={routine.error.message}
          onRetry={() => void routine.refetch()}
        />
      ) : (
        <ListTable label={`Retrieval practice routine of ${code}`} minWidth={560} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week starting</Table.Th>
              <Table.Th scope="col">Set</Table.Th>
              <Table.Th scope="col">Questions</Table.Th>
              <Table.Th scope="col">Completed</Table.Th>
              <Table.Th scope="col">Mean score</Table.Th>
              <Table.Th scope="col">No answer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...routine.data.rows].reverse().map((row) => (
              <WeekRow key={row.weekStart} row={row} />
            ))}
          </Table.Tbody>
        </ListTable>
      )}
    </Stack>
  );
}
