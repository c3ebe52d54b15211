import { Stack, Table } from '@mantine/core';
import type { LeagueStudent } from '@mathsight/contract/leagues.ts';
import { useState } from 'react';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { LeagueRank } from './league-rank.tsx';
import classes from './league-table.module.css';
import { LeagueCountsCells, LeagueCountsHead, LeagueEmpty, LeagueTable } from './league-table.tsx';

const PAGE_SIZE = 50;

/**
 * Students ranked on effort points with the counts behind them; the columns of the league's CSV. On a
 * phone each student is a block of labelled lines. Long leagues (the school's) go 50 a page.
 */
export function LeagueStudentsTable({
  students,
  label,
  showClasses = false,
}: {
  students: readonly LeagueStudent[];
  label: string;
  showClasses?: boolean;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(students.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = students.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  if (students.length === 0) {
    return (
      <LeagueEmpty title="No students to rank yet.">
        Students appear here once they are in a class; each question they answer, retry or piece of work they
        hand in earns them points.
      </LeagueEmpty>
    );
  }
  return (
    <Stack gap="sm">
      <LeagueTable label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Student</Table.Th>
            {showClasses && <Table.Th scope="col">Classes</Table.Th>}
            <Table.Th scope="col" ta="right">
              Effort points
            </Table.Th>
            <LeagueCountsHead />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((s) => (
            <Table.Tr key={s.studentId}>
              <Table.Td data-label="Rank" className={classes.rank}>
                <LeagueRank rank={s.rank} points={s.effortPoints} />
              </Table.Td>
              <Table.Th scope="row" data-label="Student" fw={500} className={classes.name}>
                {s.firstName} {s.lastName}
              </Table.Th>
              {showClasses && (
                <Table.Td data-label="Classes" className={classes.detail}>
                  {s.classes.join(', ') || '–'}
                </Table.Td>
              )}
              <Table.Td data-label="Effort points" ta="right" fw={700} className={classes.points}>
                {s.effortPoints}
              </Table.Td>
              <LeagueCountsCells counts={s} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </LeagueTable>
      {students.length > PAGE_SIZE && (
        <PagerFooter
          page={current}
          pageSize={PAGE_SIZE}
          total={students.length}
          onPageChange={setPage}
          label={label}
        />
      )}
    </Stack>
  );
}
