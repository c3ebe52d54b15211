import { Anchor, Button, Progress, Stack, Table, Text } from '@mantine/core';
import type { RecentWork } from '@mathsight/contract/insights.ts';
import { formatAverageScore } from '@mathsight/contract/score-and-effort.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { DueStatusBadge } from '../../../shared/assignments/assignment-badges.tsx';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { nextSort, useResultsStore } from '../../../shared/insights/results-store.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { SortableTh, sortDirectionOf } from '../../../shared/ui/list-kit/sortable-header.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { sortRecentWork } from '../recent-work-sort.ts';

/** Rows shown before "Show all": the check page is read at a glance. */
export const RECENT_WORK_SHOWN = 10;

const COLUMNS = [
  { param: 'name', label: 'Work' },
  { param: 'endDate', label: 'Ends' },
  { param: 'completion', label: 'Completed' },
  { param: 'score', label: 'Average score' },
] as const;

/** Recent work of the teacher's classes with completion and score, sortable (spec §3 assignmentsSortBy). */
export function RecentWorkTable({
  schoolId,
  items,
  scope = 'your classes',
}: {
  schoolId: number;
  items: RecentWork[];
  /** Whose work it is, for the empty state: "your classes" or the sidebar's class. */
  scope?: string;
}) {
  const sortBy = useResultsStore((s) => s.assignmentsSortBy);
  const setSortBy = useResultsStore((s) => s.setAssignmentsSortBy);
  const [showAll, setShowAll] = useState(false);
  const sorted = sortRecentWork(items, sortBy);
  const rows = showAll ? sorted : sorted.slice(0, RECENT_WORK_SHOWN);
  if (rows.length === 0) return <Text>No work of {scope} started in the last six weeks.</Text>;
  return (
    <Stack gap="xs">
      <ListTable
        label="Recent work"
        minWidth={640}
        verticalSpacing="sm"
        highlightOnHover
        // Gray 0, not Mantine's gray 1: the row's link keeps 4.5:1 on the hovered row.
        highlightOnHoverColor="gray.0"
        data-testid="recent-work"
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <SortableTh
                key={c.param}
                label={c.label}
                direction={sortDirectionOf(c.param, sortBy.param, sortBy.order === 'desc')}
                onSort={() => setSortBy(nextSort(sortBy, c.param))}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((w) => (
            <Table.Tr key={w.assignmentId} data-testid="recent-work-row">
              <Table.Td>
                <Anchor component={Link} to={paths.assignment(schoolId, w.assignmentId)} fw={600}>
                  {w.name}
                </Anchor>
                <Text size="xs">{w.groups.map((g) => g.code).join(', ')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatSchoolDateTime(w.endDate)}</Text>
                <DueStatusBadge status={w.dueStatus} size="xs" />
              </Table.Td>
              <Table.Td miw={150}>
                <Text size="sm">
                  {w.completedCount} of {w.studentCount} handed in ({w.completionPercent}%)
                </Text>
                <Progress value={w.completionPercent} color="indigo.8" aria-hidden="true" mt={4} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {w.averageScorePercent === null
                    ? 'No answers yet'
                    : formatAverageScore(w.averageScorePercent, w.answeredPercent)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListTable>
      <Text size="xs" className={muted.muted}>
        Completion: students who handed the work in, of those it was set for. Score: questions answered right
        first time, and questions answered, each of all the questions set to the students who started.
      </Text>
      {sorted.length > RECENT_WORK_SHOWN && (
        <Button variant="subtle" onClick={() => setShowAll((v) => !v)} style={{ alignSelf: 'flex-start' }}>
          {showAll ? `Show the first ${RECENT_WORK_SHOWN}` : `Show all ${sorted.length}`}
        </Button>
      )}
    </Stack>
  );
}
