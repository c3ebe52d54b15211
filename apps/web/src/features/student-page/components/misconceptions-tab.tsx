import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { StudentMisconception } from '@mathsight/contract/student-profile.ts';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { useStudentMisconceptions } from '../api/get-student-misconceptions.ts';
import { TabError, TabLoading } from './tab-states.tsx';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

function Held({ m }: { m: StudentMisconception }) {
  return (
    <List.Item>
      <Text fw={600}>{m.name}</Text>
      {m.description && <Text size="sm">{m.description}</Text>}
      <Text size="sm" className={muted.muted}>
        Chosen {times(m.timesHeld)}, last on {formatSchoolDate(m.lastHeldAt)}
        {m.timesHeld > 1 && ` (first on ${formatSchoolDate(m.firstHeldAt)})`}
      </Text>
      {m.howToFix && (
        <Text size="sm" mt={4}>
          <strong>How to help:</strong> {m.howToFix}
        </Text>
      )}
    </List.Item>
  );
}

function Fixed({ m }: { m: StudentMisconception }) {
  return (
    <List.Item>
      <Text fw={600}>{m.name}</Text>
      <Text size="sm" className={muted.muted}>
        Held {times(m.timesHeld)} (last on {formatSchoolDate(m.lastHeldAt)}); answered right when offered it
        on {m.fixedAt ? formatSchoolDate(m.fixedAt) : ''}
      </Text>
    </List.Item>
  );
}

/**
 * The misconceptions tab: those the student holds now (they chose an option that carries it and have
 * not since answered right a question that offered it) and those they fixed before.
 */
export function MisconceptionsTab({
  schoolId,
  studentId,
  firstName,
}: {
  schoolId: number;
  studentId: number;
  firstName: string;
}) {
  const query = useStudentMisconceptions(schoolId, studentId);
  if (query.isPending) return <TabLoading what="misconceptions" />;
  if (query.isError)
    return <TabError what="misconceptions" error={query.error} onRetry={() => query.refetch()} />;
  const { held, fixed } = query.data;
  if (held.length === 0 && fixed.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg" data-testid="no-misconceptions">
        <Text size="sm">
          {firstName} has not chosen an answer that shows a misconception yet. When they do, it is listed here
          until they answer right a question that offers it again.
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <section aria-labelledby="held-now">
        <Title order={3} size="h4" id="held-now" mb="xs">
          Held now ({held.length})
        </Title>
        {held.length === 0 ? (
          <Text size="sm">None: every misconception {firstName} showed has been fixed since.</Text>
        ) : (
          <List spacing="md" listStyleType="none" p={0} data-testid="held-list">
            {held.map((m) => (
              <Held key={m.misconceptionId} m={m} />
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="fixed-before">
        <Title order={3} size="h4" id="fixed-before" mb="xs">
          Fixed before ({fixed.length})
        </Title>
        {fixed.length === 0 ? (
          <Text size="sm">None yet.</Text>
        ) : (
          <List spacing="md" listStyleType="none" p={0} data-testid="fixed-list">
            {fixed.map((m) => (
              <Fixed key={m.misconceptionId} m={m} />
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
