import {
  Anchor,
  Checkbox,
  Group,
  Loader,
  Pill,
  Radio,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AssignmentKind, SetWorkSelection } from '@mathsight/contract/assignments.ts';
import { Link } from 'react-router';
import {
  ASSIGNMENT_KIND_LABELS,
  SET_WORK_KINDS,
  type SetWorkKind,
} from '../../../shared/assignments/assignment-kinds.ts';
import { useDiagnosticQuizzes } from '../../../shared/content/api/list-diagnostic-quizzes.ts';
import { useTopicSearch } from '../../../shared/content/api/search-topic-units.ts';
import { TopicSearchFields } from '../../../shared/content/topic-search-fields.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { selectionKey } from '../set-work-rules.ts';
import { type TopicSource, useSetWorkStore } from '../state/set-work-store.ts';
import { SchemePicker } from './scheme-picker.tsx';
import { SelectionCard } from './selection-card.tsx';

const KIND_DESCRIPTIONS: Record<SetWorkKind, string> = {
  TopicQuiz: 'A short quiz on one topic. Every wrong answer points to a misconception.',
  DiagnosticQuiz: 'A longer check-up across topics, such as a baseline.',
  RetrievalPractice:
    'Questions on topics a class studied 1, 3 and 6 or more weeks ago, chosen for each class.',
  CustomQuiz: 'Questions you chose in the question bank, as one quiz.',
};

/** A list's error under its heading, above the list. */
const ERROR_FIRST: Array<'label' | 'description' | 'error' | 'input'> = [
  'label',
  'description',
  'error',
  'input',
];

/** How many topics the list shows at once; a search narrows the rest. */
const SHOWN_TOPICS = 40;

function Chosen({ selections }: { selections: SetWorkSelection[] }) {
  const toggle = useSetWorkStore((s) => s.toggleSelection);
  if (selections.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        Chosen ({selections.length})
      </Text>
      <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Chosen">
        {selections.map((s) => (
          <li key={selectionKey(s)}>
            <Pill
              withRemoveButton
              onRemove={() => toggle(s)}
              removeButtonProps={{ 'aria-label': `Remove ${s.name || 'this quiz'}` }}
            >
              {s.name || 'Loading…'}
            </Pill>
          </li>
        ))}
      </Group>
    </div>
  );
}

function TopicPicker({ error }: { error: string | undefined }) {
  const { collectionId, topicSearch, selections, setCollection, setTopicSearch, toggleSelection } =
    useSetWorkStore();
  const [searchText] = useDebouncedValue(topicSearch, 200);
  const results = useTopicSearch({ searchText, collectionId, strand: null });
  const chosen = new Set(selections.map(selectionKey));
  const units = (results.data?.items ?? []).filter((u) => u.topicPathwayQuizId !== null);
  return (
    <Stack gap="sm">
      <TopicSearchFields
        search={topicSearch}
        onSearchChange={setTopicSearch}
        collectionId={collectionId}
        onCollectionChange={setCollection}
        width="14rem"
        gap="sm"
        type="search"
        testId="set-work-topic-search"
      />
      <Chosen selections={selections} />
      <Checkbox.Group
        label="Topics"
        description={
          results.isPending
            ? 'Searching…'
            : units.length > SHOWN_TOPICS
              ? `Showing ${SHOWN_TOPICS} of ${units.length} topics: search to find others.`
              : `${units.length} ${units.length === 1 ? 'topic' : 'topics'}`
        }
        value={selections.map(selectionKey)}
        error={error}
        // The error sits under the heading, not below a long list where nobody sees it.
        inputWrapperOrder={ERROR_FIRST}
      >
        <ScrollArea.Autosize mah={320} type="auto" mt="xs" offsetScrollbars>
          {results.isPending && <Loader size="sm" aria-label="Searching topics" />}
          {results.isError && <StatusAlert tone="error">{results.error.message}</StatusAlert>}
          <Stack gap={4} pr="xs">
            {units.slice(0, SHOWN_TOPICS).map((unit) => {
              const selection: SetWorkSelection = {
                source: 'quiz',
                quizId: unit.topicPathwayQuizId ?? 0,
                name: unit.name,
              };
              const key = selectionKey(selection);
              return (
                <SelectionCard
                  key={unit.topicUnitId}
                  value={key}
                  checked={chosen.has(key)}
                  onToggle={() => toggleSelection(selection)}
                  title={unit.name}
                  detail={`${
                    unit.yearFrom === unit.yearTo
                      ? `Year ${unit.yearFrom}`
                      : `Years ${unit.yearFrom}–${unit.yearTo}`
                  } · ${unit.questionCount} questions in the bank`}
                  testId="set-work-topic"
                />
              );
            })}
          </Stack>
          {!results.isPending && units.length === 0 && (
            <Text size="sm">No topic matches “{searchText}”. Try a shorter word, or all collections.</Text>
          )}
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </Stack>
  );
}

function DiagnosticPicker({ error }: { error: string | undefined }) {
  const selections = useSetWorkStore((s) => s.selections);
  const toggleSelection = useSetWorkStore((s) => s.toggleSelection);
  const quizzes = useDiagnosticQuizzes();
  const chosen = new Set(selections.map(selectionKey));
  return (
    <Checkbox.Group
      label="Diagnostic quizzes"
      value={selections.map(selectionKey)}
      error={error}
      inputWrapperOrder={ERROR_FIRST}
    >
      {quizzes.isPending && <Loader size="sm" aria-label="Loading diagnostic quizzes" />}
      {quizzes.isError && <StatusAlert tone="error">{quizzes.error.message}</StatusAlert>}
      <Stack gap={4} mt="xs">
        {quizzes.data?.items.map((quiz) => {
          const selection: SetWorkSelection = { source: 'quiz', quizId: quiz.quizId, name: quiz.name };
          const key = selectionKey(selection);
          return (
            <Checkbox.Card
              key={quiz.quizId}
              value={key}
              checked={chosen.has(key)}
              onClick={() => toggleSelection(selection)}
              radius="md"
              p="sm"
            >
              <Group wrap="nowrap" gap="sm">
                <Checkbox.Indicator />
                <Text size="sm" fw={600}>
                  {quiz.name}{' '}
                  <Text span size="xs" fw={400} className={muted.muted}>
                    ({quiz.questionCount} questions)
                  </Text>
                </Text>
              </Group>
            </Checkbox.Card>
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}

/** Topic quizzes come from the topic library or from the units of a scheme of work. */
function TopicQuizPicker({ error }: { error: string | undefined }) {
  const topicSource = useSetWorkStore((s) => s.topicSource);
  const setTopicSource = useSetWorkStore((s) => s.setTopicSource);
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={topicSource}
        onChange={(v) => setTopicSource(v as TopicSource)}
        data={[
          { value: 'library', label: 'Topic library' },
          { value: 'scheme', label: 'Scheme of work' },
        ]}
        aria-label="Choose topics from"
        style={{ alignSelf: 'flex-start' }}
      />
      {topicSource === 'library' ? <TopicPicker error={error} /> : <SchemePicker error={error} />}
    </Stack>
  );
}

/** A custom quiz's questions were chosen in the question bank: what is set, and the way back to change it. */
function CustomQuizSummary({ error }: { error: string | undefined }) {
  const selections = useSetWorkStore((s) => s.selections);
  const schoolId = useSessionStore((s) => s.schoolId);
  const count = selections.reduce((n, s) => n + (s.source === 'questions' ? s.questionIds.length : 0), 0);
  return (
    <Stack gap="xs">
      <Text fw={700}>{ASSIGNMENT_KIND_LABELS.CustomQuiz}</Text>
      <Text size="sm">{KIND_DESCRIPTIONS.CustomQuiz}</Text>
      {count > 0 ? (
        <Text data-testid="set-work-question-count">
          {count === 1 ? '1 question' : `${count} questions`} chosen
          {selections[0]?.name ? `: ${selections[0].name}` : ''}.
        </Text>
      ) : (
        <StatusAlert tone="error">{error ?? 'No questions are chosen.'}</StatusAlert>
      )}
      {schoolId !== null && (
        <Anchor component={Link} to={paths.questionBank(schoolId)} size="sm">
          Choose other questions in the question bank
        </Anchor>
      )}
    </Stack>
  );
}

/** Step 1: the kind of work, and which topics or quizzes. */
export function WorkStep({ error }: { error: string | undefined }) {
  const kind = useSetWorkStore((s) => s.kind);
  const setKind = useSetWorkStore((s) => s.setKind);
  if (kind === 'CustomQuiz') return <CustomQuizSummary error={error} />;
  return (
    <Stack gap="lg">
      <Radio.Group label="Kind of work" value={kind} onChange={(v) => setKind(v as AssignmentKind)}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
          {SET_WORK_KINDS.map((k) => (
            <Radio.Card
              key={k}
              value={k}
              radius="md"
              p="sm"
              data-testid={`kind-${k}`}
              style={{ display: 'flex', alignItems: 'flex-start' }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={700} size="sm">
                    {ASSIGNMENT_KIND_LABELS[k]}
                  </Text>
                  <Text size="xs" className={muted.muted}>
                    {KIND_DESCRIPTIONS[k]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {kind === 'TopicQuiz' && <TopicQuizPicker error={error} />}
      {kind === 'DiagnosticQuiz' && <DiagnosticPicker error={error} />}
      {kind === 'RetrievalPractice' && (
        <Text>
          Next, choose the classes. Each class gets its own quiz, built from the topics it studied before, and
          you can read why each question was chosen.
        </Text>
      )}
    </Stack>
  );
}
