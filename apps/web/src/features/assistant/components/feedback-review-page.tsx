import {
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AssistantFeedbackReviewItem } from '@mathsight/contract/assistant-feedback-review.ts';
import { ASSISTANT_FEEDBACK_PAGE } from '@mathsight/contract/assistant-feedback-review.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useFeedbackReview } from '../api/feedback-review.ts';

type Filter = 'all' | 'down' | 'up';

const RATING_TEXT = { up: 'Helpful', down: 'Not helpful' } as const;

function Rated({ item }: { item: AssistantFeedbackReviewItem }) {
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={`${RATING_TEXT[item.rating]}: ${item.question}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
            {item.question || 'A question no longer kept'}
          </Text>
          <Badge color={item.rating === 'up' ? 'teal.9' : 'red.9'} variant="outline" radius="sm">
            {RATING_TEXT[item.rating]}
          </Badge>
        </Group>
        <Spoiler maxHeight={72} showLabel="Show the whole answer" hideLabel="Show less">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.answer}
          </Text>
        </Spoiler>
        {item.comment && (
          <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            “{item.comment}”
          </Text>
        )}
        <Text size="xs" className={muted.muted}>
          {item.teacherName} · {formatSchoolDateTime(item.ratedAt)} ·{' '}
          {item.source === 'model' ? "worded by the school's model" : 'built-in answer'}
          {item.intent ? '' : ' · not understood'}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * /assistant/feedback (issue 29): the feedback teachers gave on the assistant's answers, kept for the
 * school's administrators to review, the unhelpful ones first to hand. Newest first; the question, the
 * answer as given, the comment and who rated it.
 */
export function FeedbackReviewPage() {
  usePageTitle("Feedback on the assistant's answers");
  const schoolId = useSessionStore((s) => s.schoolId) ?? 0;
  const [filter, setFilter] = useState<Filter>('all');
  const review = useFeedbackReview(schoolId, filter === 'all' ? undefined : filter);
  const data = review.data;
  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Feedback on the assistant’s answers</Title>
        <Text className={muted.muted}>
          What your school’s teachers marked helpful or not, so you can see which questions the assistant
          answers well and which it does not. A teacher who deletes a conversation deletes its feedback too.
        </Text>
        <Anchor component={Link} to={paths.assistant()} size="sm">
          Back to the assistant
        </Anchor>
      </Stack>
      {review.isError ? (
        isApiError(review.error) && review.error.status === 403 ? (
          <StatusAlert tone="info" title="For your school's administrators">
            Only a school administrator can review the feedback on the assistant’s answers.
          </StatusAlert>
        ) : (
          <LoadError
            title="The feedback could not be loaded"
            message="Try again in a moment."
            onRetry={() => void review.refetch()}
          />
        )
      ) : !data ? (
        <Loader aria-label="Loading the feedback" />
      ) : (
        <>
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Text aria-live="polite">
              {data.up} helpful · {data.down} not helpful
            </Text>
            <SegmentedControl
              aria-label="Show"
              value={filter}
              onChange={(value) => setFilter(value as Filter)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'down', label: 'Not helpful' },
                { value: 'up', label: 'Helpful' },
              ]}
            />
          </Group>
          {data.items.length === 0 ? (
            <Card withBorder padding="lg">
              <Text>
                {filter === 'all'
                  ? 'No teacher has rated an answer yet. When a teacher marks an answer helpful or not (the thumbs under each answer), it appears here.'
                  : `No answer is marked ${RATING_TEXT[filter].toLowerCase()} yet.`}
              </Text>
            </Card>
          ) : (
            <Stack gap="sm">
              {data.total > data.items.length && (
                <Text size="sm" className={muted.muted}>
                  The newest {ASSISTANT_FEEDBACK_PAGE} of {data.total}.
                </Text>
              )}
              {data.items.map((item) => (
                <Rated key={item.messageId} item={item} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
