import { Anchor, Chip, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { STRAND_NAMES, type Strand } from '@mathsight/contract/content.ts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDiagnosticQuizzes } from '../../../shared/content/api/list-diagnostic-quizzes.ts';
import { useTopicSearch } from '../../../shared/content/api/search-topic-units.ts';
import { TopicSearchFields } from '../../../shared/content/topic-search-fields.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { readLibrarySearch } from '../../../shared/routing/screen-search.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useTopicSearchStore } from '../state/topic-search-store.ts';
import classes from './library.module.css';
import { TopicPreview } from './topic-preview.tsx';
import { TopicUnitCard } from './topic-unit-card.tsx';

const STRANDS = Object.keys(STRAND_NAMES) as Strand[];

/** The topic library: search every topic in the bank, preview its diagnostic quiz, share it. */
export function TopicLibraryPage() {
  usePageTitle('Topic library');
  const schoolId = useSessionStore((s) => s.schoolId);
  const {
    tubSearchQuery,
    selectedTopicUnitId,
    collectionId,
    strand,
    setQuery,
    selectTopicUnit,
    setCollection,
    setStrand,
  } = useTopicSearchStore();
  const [searchText] = useDebouncedValue(tubSearchQuery, 200);
  const results = useTopicSearch({ searchText, collectionId, strand });
  const diagnostic = useDiagnosticQuizzes();
  const selected = results.data?.items.find((u) => u.topicUnitId === selectedTopicUnitId) ?? null;
  const previewRef = useRef<HTMLDivElement>(null);
  const [searchParams] = useSearchParams();
  const linkedCollection = readLibrarySearch(searchParams).collectionId;

  // A collection link (/{schoolId}/collections/{id} → here) opens the library on that collection.
  useEffect(() => {
    if (linkedCollection !== null) setCollection(linkedCollection);
  }, [linkedCollection, setCollection]);

  useEffect(() => {
    if (selected && window.matchMedia('(max-width: 61.99em)').matches) {
      previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [selected]);

  if (schoolId === null) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Topic library</Title>
        <Text mt={4}>
          Every topic comes with a short diagnostic quiz. Each wrong answer shows a misconception, so you know
          what to re-teach.
        </Text>
      </div>

      <TopicSearchFields
        search={tubSearchQuery}
        onSearchChange={setQuery}
        collectionId={collectionId}
        onCollectionChange={setCollection}
        width="18rem"
        gap="md"
        placeholder="Try fractions, angles or BIDMAS"
        testId="topic-search"
      />
      <Chip.Group value={strand ?? 'all'} onChange={(v) => setStrand(v === 'all' ? null : (v as Strand))}>
        <Group gap="xs" role="group" aria-label="Strand">
          <Chip value="all" variant="outline">
            All strands
          </Chip>
          {STRANDS.map((s) => (
            <Chip key={s} value={s} variant="outline">
              {STRAND_NAMES[s]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="xs">
            <Text size="sm" aria-live="polite" data-testid="topic-count">
              {results.isPending
                ? 'Searching…'
                : `${results.data?.total ?? 0} ${results.data?.total === 1 ? 'topic' : 'topics'}`}
            </Text>
            {results.isError && (
              <StatusAlert tone="error" role="alert">
                {results.error.message}
              </StatusAlert>
            )}
            {results.data?.total === 0 && (
              <Text>No topic matches “{searchText}”. Try a shorter word, or search all collections.</Text>
            )}
            <ul className={classes.results} aria-label="Topics">
              {results.data?.items.map((unit) => (
                <li key={unit.topicUnitId}>
                  <TopicUnitCard
                    unit={unit}
                    selected={unit.topicUnitId === selectedTopicUnitId}
                    onSelect={selectTopicUnit}
                  />
                </li>
              ))}
            </ul>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <div ref={previewRef} className={classes.preview}>
            {selected ? (
              <TopicPreview unit={selected} schoolId={schoolId} />
            ) : (
              <Stack gap="md">
                <Text>Choose a topic to preview its quiz.</Text>
                <Title order={2} size="h4">
                  Diagnostic quizzes
                </Title>
                {diagnostic.isPending && <Loader size="sm" aria-label="Loading diagnostic quizzes" />}
                <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {diagnostic.data?.items.map((q) => (
                    <li key={q.quizId}>
                      <Anchor component={Link} to={paths.schoolQuizzes(schoolId, q.shortCode)}>
                        {q.name}
                      </Anchor>{' '}
                      <Text span size="sm">
                        ({q.questionCount} questions)
                      </Text>
                    </li>
                  ))}
                </Stack>
              </Stack>
            )}
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
