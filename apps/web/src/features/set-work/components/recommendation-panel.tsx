import { Accordion, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';
import type {
  RetrievalBucket,
  RetrievalPracticeRecommendation,
} from '@mathsight/contract/retrieval-practice.ts';
import { formatRelative } from '../../../shared/dates/relative-time.ts';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { useRecommendations } from '../api/get-recommendations.ts';

/** The buckets' exact spans (the server's bucketOf: 7–13 days, 21–41 days, 42 days and more). */
export const BUCKET_LABELS: Record<RetrievalBucket, string> = {
  OneWeek: 'Studied 1 week ago',
  ThreeWeeks: 'Studied 3 to 5 weeks ago',
  SixWeeksPlus: 'Studied 6 or more weeks ago',
};
const BUCKETS: RetrievalBucket[] = ['OneWeek', 'ThreeWeeks', 'SixWeeksPlus'];

/** The recommendation's topics by how long ago the class studied them, and why each question is in it. */
export function RecommendationDetails({
  recommendation,
}: {
  recommendation: RetrievalPracticeRecommendation;
}) {
  return (
    <Stack gap="sm">
      {BUCKETS.map((bucket) => {
        const topics = recommendation.topics.filter((t) => t.bucket === bucket);
        if (topics.length === 0) return null;
        return (
          <div key={bucket}>
            <Text size="sm" fw={700}>
              {BUCKET_LABELS[bucket]}
            </Text>
            <Stack component="ul" gap={2} m={0} pl="md">
              {topics.map((t) => (
                <Text component="li" size="sm" key={t.topicUnitId}>
                  {t.name} (last set {formatRelative(t.lastStudiedAt)}, {formatSchoolDate(t.lastStudiedAt)})
                </Text>
              ))}
            </Stack>
          </div>
        );
      })}
      <Accordion variant="contained" chevronPosition="left">
        <Accordion.Item value="questions">
          <Accordion.Control>
            The {recommendation.questions.length} questions and why each was chosen
          </Accordion.Control>
          <Accordion.Panel>
            <PlainList gap="lg">
              {recommendation.questions.map((q) => (
                <li key={q.question.questionId}>
                  <QuestionCard
                    question={q.question}
                    mode={{ kind: 'preview' }}
                    heading={`Question ${q.sequence} · ${q.topicUnitName}`}
                  />
                  <Text size="sm" mt={6}>
                    <strong>Why this question:</strong> {q.reason}
                  </Text>
                </li>
              ))}
            </PlainList>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}

/** One class's retrieval-practice recommendation, as the set-work flow shows it. */
export function RecommendationPanel({ groupId, code }: { groupId: number; code: string }) {
  const recommendation = useRecommendations(groupId);
  const headingId = `recommendation-${groupId}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {code}
        {recommendation.data?.name ? `: ${recommendation.data.name}` : ''}
      </Title>
      {recommendation.isPending && <Loader size="sm" aria-label={`Loading the recommendation for ${code}`} />}
      {recommendation.isError && (
        <LoadError title="The recommendation could not be loaded" message={recommendation.error.message} />
      )}
      {recommendation.data &&
        (recommendation.data.questions.length === 0 ? (
          <Text size="sm">{ASSIGNMENT_MESSAGES.nothingToRecommend}.</Text>
        ) : (
          <RecommendationDetails recommendation={recommendation.data} />
        ))}
    </Card>
  );
}
