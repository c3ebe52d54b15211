import { Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatAverageScore } from '@mathsight/contract/score-and-effort.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useRetrievalPracticeInsights } from '../api/get-retrieval-practice-insights.ts';
import { RoutineSection } from './routine-section.tsx';

const percent = (value: number | null) => (value === null ? '–' : `${value}%`);

/**
 * How the class did in this retrieval practice (by topic, and by question with the commonest wrong
 * answer), and below it the class's routine: its retrieval practice week by week.
 */
export function RetrievalPracticeInsights({
  assignmentId,
  schoolId,
  group,
}: {
  assignmentId: number;
  schoolId: number;
  /** The class it was set for (retrieval practice is built for one); null if it has gone. */
  group: { groupId: number; code: string } | null;
}) {
  return (
    <Stack gap="xl">
      <WorkInsights assignmentId={assignmentId} />
      {group && <RoutineSection schoolId={schoolId} groupId={group.groupId} code={group.code} />}
    </Stack>
  );
}

function WorkInsights({ assignmentId }: { assignmentId: number }) {
  const insights = useRetrievalPracticeInsights(assignmentId, true);
  if (insights.isPending) return <Loader size="sm" aria-label="Loading the insights" />;
  if (insights.isError) {
    return <LoadError title="The insights could not be loaded" message={insights.error.message} />;
  }
  const data = insights.data;
  if (data.questions.every((q) => q.answeredCount === 0)) {
    return <Text>No answers yet. Insights appear here as soon as students start.</Text>;
  }
  return (
    <Stack gap="md">
      <Text>
        Average first-attempt score:{' '}
        <strong>{formatAverageScore(data.averageScorePercent, data.answeredPercent)}</strong>
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <div>
          <Title order={3} size="h5" mb="xs">
            By topic
          </Title>
          <ListTable label="Results by topic" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Topic</Table.Th>
                <Table.Th scope="col">Answers</Table.Th>
                <Table.Th scope="col">Correct</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.topics.map((t) => (
                <Table.Tr key={t.topicUnitId}>
                  <Table.Th scope="row" fw={500}>
                    {t.topicUnitName}
                  </Table.Th>
                  <Table.Td>{t.answeredCount}</Table.Td>
                  <Table.Td>{percent(t.percentCorrect)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ListTable>
        </div>
        <div>
          <Title order={3} size="h5" mb="xs">
            By question
          </Title>
          <ListTable label="Results by question" minWidth={420} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Question</Table.Th>
                <Table.Th scope="col">Correct</Table.Th>
                <Table.Th scope="col">Commonest wrong answer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.questions.map((q) => (
                <Table.Tr key={q.questionId}>
                  <Table.Th scope="row" fw={500}>
                    {q.sequence}. {q.topicUnitName}
                  </Table.Th>
                  <Table.Td>{percent(q.percentCorrect)}</Table.Td>
                  <Table.Td>
                    {q.commonWrongAnswer
                      ? `${q.commonWrongAnswer.letter} (${q.commonWrongAnswer.count})${
                          q.commonWrongAnswer.misconceptionName
                            ? `: ${q.commonWrongAnswer.misconceptionName}`
                            : ''
                        }`
                      : '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ListTable>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
