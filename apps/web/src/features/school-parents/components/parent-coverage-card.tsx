import { Card, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ParentCoverage } from '@mathsight/contract/school-parents.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';

const percent = (linked: number, all: number) => (all === 0 ? 0 : Math.round((linked / all) * 100));

/**
 * How many students have at least one parent linked: the chosen class's figure (or everyone the
 * reader may see), and a row per class so a head of year sees where parents are missing.
 */
export function ParentCoverageCard({
  coverage,
  groupId,
  isAdministrator,
}: {
  coverage: ParentCoverage | undefined;
  groupId: number | null;
  isAdministrator: boolean;
}) {
  if (!coverage) return <Skeleton height={120} radius="md" aria-hidden />;
  const chosen = groupId === null ? null : coverage.classes.find((c) => c.groupId === groupId);
  const figure = chosen ?? coverage;
  const share = percent(figure.linkedCount, figure.studentCount);
  const who = chosen
    ? `students in ${chosen.code}`
    : isAdministrator
      ? 'students in the school'
      : 'students you teach';
  return (
    <Card withBorder radius="md" padding="lg" data-testid="parent-coverage">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Students with a parent linked
        </Title>
        <Text fw={600} size="lg">
          {figure.linkedCount} of {figure.studentCount} {who} ({share}%)
        </Text>
        <Progress value={share} aria-label={`${share}% of ${who} have a parent linked`} color="indigo.7" />
        {coverage.classes.length > 1 && groupId === null && (
          <details>
            <summary>
              <Text component="span" size="sm">
                By class
              </Text>
            </summary>
            <ListTable
              label="Students with a parent linked, by class"
              minWidth={280}
              mt="xs"
              verticalSpacing={4}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Class</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Students
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    With a parent
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {coverage.classes.map((c) => (
                  <Table.Tr key={c.groupId}>
                    <Table.Td>{c.code}</Table.Td>
                    <Table.Td ta="right">{c.studentCount}</Table.Td>
                    <Table.Td ta="right">
                      {c.linkedCount}{' '}
                      <Text component="span" size="sm" className={muted.muted}>
                        ({percent(c.linkedCount, c.studentCount)}%)
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ListTable>
          </details>
        )}
      </Stack>
    </Card>
  );
}
