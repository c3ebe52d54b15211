import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { StudentTopicPrediction, StudentWorkPrediction } from '@mathsight/contract/student-profile.ts';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useStudentPredictions } from '../api/get-student-predictions.ts';
import { TabError, TabLoading } from './tab-states.tsx';

type Prediction = Pick<
  StudentWorkPrediction | StudentTopicPrediction,
  'predictedScorePercent' | 'lowPercent' | 'highPercent' | 'status'
>;

/** "62% (55–70%)", or the words for too few answers. */
export function formatPrediction(p: Prediction): string {
  if (p.status !== 'predicted' || p.predictedScorePercent === null) return 'Not enough answers yet';
  return `${p.predictedScorePercent}% (${p.lowPercent}–${p.highPercent}%)`;
}

/**
 * The predictions tab: the score the measurement model expects on the student's open and upcoming
 * work, and their chance on a typical question of each topic they have answered, each with its range
 * (one standard error either way) and only from at least `minimumAnswers` answers (spec §9).
 */
export function PredictionsTab({
  schoolId,
  studentId,
  firstName,
}: {
  schoolId: number;
  studentId: number;
  firstName: string;
}) {
  const query = useStudentPredictions(schoolId, studentId);
  if (query.isPending) return <TabLoading what="predictions" />;
  if (query.isError)
    return <TabError what="predictions" error={query.error} onRetry={() => query.refetch()} />;
  const { work, topics, minimumAnswers } = query.data;
  return (
    <Stack gap="lg">
      <Text size="sm" className={muted.muted} maw={680}>
        What {firstName} is likely to score, from their answers so far, with a range for the uncertainty. A
        prediction needs at least {minimumAnswers} answers in the topic or its strand.
      </Text>
      <section aria-labelledby="predicted-work">
        <Title order={3} size="h4" id="predicted-work" mb="xs">
          Open and upcoming work
        </Title>
        {work.length === 0 ? (
          <Card withBorder radius="md" padding="md" data-testid="no-open-work">
            <Text size="sm">{firstName} has no open or upcoming work to hand in.</Text>
          </Card>
        ) : (
          <ScrollTable label="Predicted scores on open and upcoming work" minWidth={480}>
            <Table verticalSpacing="xs" striped aria-labelledby="predicted-work">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Work</Table.Th>
                  <Table.Th scope="col">Due</Table.Th>
                  <Table.Th scope="col">Predicted score</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {work.map((w) => (
                  <Table.Tr key={w.assignmentId} data-testid="predicted-work-row">
                    <Table.Th scope="row" fw={500}>
                      {w.name}
                    </Table.Th>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSchoolDate(w.endDate)}</Table.Td>
                    <Table.Td>{formatPrediction(w)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </section>
      <section aria-labelledby="predicted-topics">
        <Title order={3} size="h4" id="predicted-topics" mb="xs">
          A typical question of each topic
        </Title>
        {topics.length === 0 ? (
          <Card withBorder radius="md" padding="md" data-testid="no-topic-predictions">
            <Text size="sm">{firstName} has not answered any questions yet.</Text>
          </Card>
        ) : (
          <ScrollTable label="Predicted chance on a typical question of each topic" minWidth={480}>
            <Table verticalSpacing="xs" striped aria-labelledby="predicted-topics">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Topic</Table.Th>
                  <Table.Th scope="col">Strand</Table.Th>
                  <Table.Th scope="col">Chance of a right answer</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {topics.map((t) => (
                  <Table.Tr key={t.topicUnitId} data-testid="predicted-topic-row">
                    <Table.Th scope="row" fw={500}>
                      {t.name}
                    </Table.Th>
                    <Table.Td tt="capitalize">{t.strand}</Table.Td>
                    <Table.Td>{formatPrediction(t)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </section>
    </Stack>
  );
}
