import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_TOPIC_COLLECTION_ID } from '@mathsight/contract/content.ts';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { topicSearchQueryOptions } from '../../../shared/content/api/search-topic-units.ts';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useStartPractice } from '../api/start-practice.ts';

/** How many matching topics to offer: enough to choose from, short enough for a phone. */
const SHOWN = 6;

/** Practise on your own: find a topic and start a practice session whose questions adapt to the answers. */
export function PracticePicker() {
  const [text, setText] = useState('');
  const [searchText] = useDebouncedValue(text.trim(), 300);
  const searching = searchText.length >= 2;
  // Before the student types, the first few topics of the collection, so there is something to
  // start with at once; a search of two letters or more narrows them.
  const topics = useQuery(
    topicSearchQueryOptions({
      searchText: searching ? searchText : '',
      collectionId: DEFAULT_TOPIC_COLLECTION_ID,
      strand: null,
    }),
  );
  const start = useStartPractice();
  const navigate = useNavigate();
  const shown = (topics.data?.items ?? []).filter((t) => t.questionCount > 0).slice(0, SHOWN);

  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="practice-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="practice-heading">
            Practise on your own
          </Title>
          <Text size="sm" className={muted.muted} mt={4}>
            Pick a topic and answer questions that get harder or easier as you go.
          </Text>
        </div>
        <TextInput
          label="Find a topic"
          placeholder="For example, fractions"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {start.isError && (
          <StatusAlert tone="error" role="alert">
            {start.error.message}
          </StatusAlert>
        )}
        {topics.isPending && <Skeleton height={48} radius="md" />}
        {topics.isError && (
          <StatusAlert tone="error" role="alert">
            {topics.error.message}
          </StatusAlert>
        )}
        {searching && topics.isSuccess && shown.length === 0 && (
          <Text size="sm" role="status">
            No topics match “{searchText}”. Try another word.
          </Text>
        )}
        {!searching && shown.length > 0 && (
          <Text size="sm" fw={600}>
            Some topics to start with
          </Text>
        )}
        {shown.length > 0 && (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Topics to practise"
          >
            {shown.map((topic) => (
              <Group component="li" key={topic.topicUnitId} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{topic.name}</Text>
                  <Text size="sm" className={muted.muted}>
                    {topic.yearFrom === topic.yearTo
                      ? `Year ${topic.yearFrom}`
                      : `Years ${topic.yearFrom}–${topic.yearTo}`}
                  </Text>
                </div>
                <Button
                  variant="default"
                  size="sm"
                  style={{ flex: 'none' }}
                  loading={start.isPending && start.variables === topic.topicUnitId}
                  disabled={start.isPending && start.variables !== topic.topicUnitId}
                  aria-label={`Practise: ${topic.name}`}
                  onClick={() =>
                    start.mutate(topic.topicUnitId, {
                      onSuccess: (session) => navigate(paths.quizSession(session.quizSessionId)),
                    })
                  }
                >
                  Practise
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
