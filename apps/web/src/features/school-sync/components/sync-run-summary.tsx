import { Button, List, Stack, Table, Text } from '@mantine/core';
import type { SyncChangeKind, SyncCounts, SyncRun } from '@mathsight/contract/roster-sync.ts';
import { useState } from 'react';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';

const CHANGE_LABELS: Record<SyncChangeKind, string> = {
  'class-added': 'New class',
  'class-updated': 'Class updated',
  'student-added': 'Student added',
  'student-updated': 'Student updated',
  'student-moved': 'Student moved',
  'teacher-added': 'Teacher added',
  'student-removed': 'Taken out of a class',
  'class-archived': 'Class archived',
};

/** How many changes are listed before "Show all". */
const FIRST_CHANGES = 20;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** The counts in words, one line each, leaving out what is nought (a preview's "what will happen"). */
export function countLines(counts: SyncCounts, mode: SyncRun['mode']): string[] {
  const will = mode === 'preview';
  const lines = [
    counts.classesAdded &&
      `${plural(counts.classesAdded, 'class', 'classes')} ${will ? 'will be' : ''} added`,
    counts.classesUpdated &&
      `${plural(counts.classesUpdated, 'class', 'classes')} ${will ? 'will be' : ''} updated`,
    counts.studentsAdded &&
      `${plural(counts.studentsAdded, 'student')} ${will ? 'will be' : ''} added to classes`,
    counts.studentsUpdated && `${plural(counts.studentsUpdated, 'student')} ${will ? 'will be' : ''} updated`,
    counts.studentsMoved && `${plural(counts.studentsMoved, 'student')} ${will ? 'will be' : ''} moved`,
    counts.teachersAdded &&
      `${plural(counts.teachersAdded, 'teacher')} ${will ? 'will be' : ''} added to classes`,
    counts.studentsRemoved &&
      `${plural(counts.studentsRemoved, 'class place')} ${will ? 'will' : ''} end${will ? '' : 'ed'}`,
    counts.classesArchived &&
      `${plural(counts.classesArchived, 'class', 'classes')} ${will ? 'will be' : ''} archived`,
    counts.leftAlone &&
      `${plural(counts.leftAlone, 'class or student', 'classes and students')} already as the provider has them`,
  ];
  return lines
    .filter((line): line is string => typeof line === 'string')
    .map((line) => line.replace(/\s+/g, ' '));
}

/** A finished run: its counts in words and the list of changes (planned for a preview, made for an apply). */
export function SyncRunSummary({ run, providerName }: { run: SyncRun; providerName: string }) {
  const [showAll, setShowAll] = useState(false);
  if (!run.counts) return null;
  const changes = showAll ? run.changes : run.changes.slice(0, FIRST_CHANGES);
  const total =
    run.counts.classesAdded +
    run.counts.classesUpdated +
    run.counts.studentsAdded +
    run.counts.studentsUpdated +
    run.counts.studentsMoved +
    run.counts.teachersAdded +
    run.counts.studentsRemoved +
    run.counts.classesArchived;
  return (
    <Stack gap="xs">
      <List size="sm" spacing={2}>
        {countLines(run.counts, run.mode).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {total === 0 ? (
        <Text size="sm">
          Nothing {run.mode === 'preview' ? 'would change' : 'changed'}: the classes are as {providerName} has
          them.
        </Text>
      ) : (
        <>
          <ListTable
            label={run.mode === 'preview' ? 'Changes this sync will make' : 'Changes made'}
            verticalSpacing={4}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Change</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change, i) => (
                // Changes have no id of their own; their order is the plan's and never changes.
                // biome-ignore lint/suspicious/noArrayIndexKey: a run's change list is fixed once written
                <Table.Tr key={i}>
                  <Table.Td>{CHANGE_LABELS[change.kind]}</Table.Td>
                  <Table.Td>{change.name}</Table.Td>
                  <Table.Td>{change.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ListTable>
          {run.changes.length > FIRST_CHANGES && !showAll && (
            <Button variant="subtle" size="compact-sm" onClick={() => setShowAll(true)} w="fit-content">
              Show all {run.changes.length.toLocaleString('en-GB')} changes
            </Button>
          )}
          {total > run.changes.length && (
            <Text size="xs" c="dimmed">
              The first {run.changes.length.toLocaleString('en-GB')} of {total.toLocaleString('en-GB')}{' '}
              changes are listed.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
