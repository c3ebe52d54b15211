import { Table, Text } from '@mantine/core';
import type { EffortSummary } from '@mathsight/contract/effort.ts';
import type { ReactNode } from 'react';
import { ListEmpty } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { formatMinutes } from './league-format.ts';
import classes from './league-table.module.css';

/**
 * A league's table: the kit's table, whose rows become short blocks on a phone (league-table.module.css),
 * so nine columns need no sideways scrolling there.
 */
export function LeagueTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ListTable label={label} verticalSpacing="xs" className={classes.table} data-testid="league-table">
      {children}
    </ListTable>
  );
}

/** A league with no one in it yet: what will appear, and when. */
export function LeagueEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ListEmpty title={title} testId="league-empty">
      <Text size="sm">{children}</Text>
    </ListEmpty>
  );
}

/** The headings of the counts behind the points, the last columns of every league (as its CSV has them). */
export function LeagueCountsHead() {
  return (
    <>
      <Table.Th scope="col" ta="right">
        Questions answered
      </Table.Th>
      <Table.Th scope="col" ta="right">
        Retries
      </Table.Th>
      <Table.Th scope="col" ta="right">
        Time on task
      </Table.Th>
      <Table.Th scope="col" ta="right">
        Work completed
      </Table.Th>
    </>
  );
}

/** A row's counts behind its points, each labelled for the phone's block. */
export function LeagueCountsCells({ counts }: { counts: EffortSummary }) {
  return (
    <>
      <Table.Td data-label="Questions answered" ta="right" className={classes.detail}>
        {counts.questionsAnswered}
      </Table.Td>
      <Table.Td data-label="Retries" ta="right" className={classes.detail}>
        {counts.retries}
      </Table.Td>
      <Table.Td data-label="Time on task" ta="right" className={classes.detail}>
        {formatMinutes(counts.timeOnTaskMinutes)}
      </Table.Td>
      <Table.Td data-label="Work completed" ta="right" className={classes.detail}>
        {counts.workCompleted}
      </Table.Td>
    </>
  );
}
