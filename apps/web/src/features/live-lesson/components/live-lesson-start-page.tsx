import { Anchor, Button, Card, Group, Pill, Select, Stack, Text, Title } from '@mantine/core';
import type { BankQuestion } from '@mathsight/contract/question-bank.ts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { useBankQuestions } from '../../../shared/content/api/list-bank-questions.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { spokenText } from '../../../shared/question/spoken-math.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { readLiveLessonStartSearch } from '../../../shared/routing/screen-search.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useGroupLiveLessons } from '../api/list-group-live-lessons.ts';
import { useStartLiveLesson } from '../api/teacher-actions.ts';
import { QuestionChooser } from './question-chooser.tsx';

/** A chosen question's name on its pill: the stem's first words, its maths in words (no LaTeX source). */
const shortStem = (q: BankQuestion) => {
  const plain = spokenText(q.stem);
  return plain.length > 40 ? `${plain.slice(0, 38)}…` : plain;
};

/**
 * `/{schoolId}/live-lessons/new`: start a live lesson. The class (the link's, else the sidebar's), and
 * the questions: those chosen in the bank or a quiz from the library when the link brings them, else
 * chosen here from the bank (a topic's link filters it). Start creates the lesson, and its real work
 * for the class, and opens the teacher's screen with the code, the QR code and "Open the board".
 */
export function LiveLessonStartPage() {
  usePageTitle('Start a live lesson');
  const schoolId = useSessionStore((s) => s.schoolId);
  const groups = useSessionStore((s) => s.groups);
  const sidebar = useSelectedClass();
  const [search] = useSearchParams();
  const given = readLiveLessonStartSearch(search);
  const [groupId, setGroupId] = useState<number | null>(
    given.groupId !== null && groups.some((g) => g.groupId === given.groupId)
      ? given.groupId
      : sidebar.groupId,
  );
  const [chosen, setChosen] = useState<BankQuestion[]>([]);
  const fromLink = useBankQuestions(
    {
      searchText: '',
      topicUnitId: null,
      constructId: null,
      misconceptionId: null,
      yearGroup: null,
      questionIds: given.questionIds,
    },
    0,
    given.questionIds.length > 0,
  );
  // The bank's chosen questions arrive once; from then on the list here is the teacher's to change.
  const [seeded, setSeeded] = useState(false);
  if (!seeded && fromLink.data && given.questionIds.length > 0) {
    setSeeded(true);
    const byId = new Map(fromLink.data.items.map((q) => [q.questionId, q]));
    setChosen(given.questionIds.flatMap((id) => byId.get(id) ?? []));
  }
  const running = useGroupLiveLessons(groupId).data?.items.find((l) => l.phase !== 'Ended') ?? null;
  const start = useStartLiveLesson();
  const navigate = useNavigate();
  if (schoolId === null) return null;

  const quiz = given.quizId !== null && chosen.length === 0;
  const toggle = (q: BankQuestion) =>
    setChosen((now) =>
      now.some((x) => x.questionId === q.questionId)
        ? now.filter((x) => x.questionId !== q.questionId)
        : [...now, q],
    );
  const canStart = groupId !== null && (quiz || chosen.length > 0);
  const onStart = () => {
    if (groupId === null) return;
    start.mutate(
      quiz && given.quizId !== null
        ? { groupId, quizId: given.quizId }
        : { groupId, questionIds: chosen.map((q) => q.questionId) },
      { onSuccess: (lesson) => navigate(paths.liveLesson(schoolId, lesson.liveLessonId)) },
    );
  };

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>Start a live lesson</Title>
        <Text className={muted.muted} mt={4}>
          Put one question at a time on the board. Every student votes on their phone, you reveal the answers
          with the misconception behind each wrong one, they explain, and vote again.
        </Text>
      </div>

      {groups.length === 0 ? (
        <StatusAlert tone="info" role="status" title="You have no classes yet">
          A live lesson is for one of your classes.{' '}
          <Anchor component={Link} to={paths.classesNew(schoolId)}>
            Add a class
          </Anchor>
        </StatusAlert>
      ) : (
        <Select
          label="Class"
          placeholder="Choose a class"
          data={groups.map((g) => ({ value: String(g.groupId), label: g.code }))}
          value={groupId === null ? null : String(groupId)}
          onChange={(v) => setGroupId(v === null ? null : Number(v))}
          allowDeselect={false}
          maw={320}
          data-testid="live-class"
        />
      )}
      {running && (
        <StatusAlert tone="info" role="status" title="A live lesson is running for this class">
          <Anchor component={Link} to={paths.liveLesson(schoolId, running.liveLessonId)}>
            Open {running.name}
          </Anchor>
          , or start another below.
        </StatusAlert>
      )}

      <Card withBorder radius="md" padding="md" component="section" aria-label="Chosen questions">
        <Stack gap="xs">
          <Text fw={700} role="status" data-testid="live-chosen-count">
            {quiz
              ? 'The quiz’s questions, in its order'
              : chosen.length === 0
                ? 'No questions chosen yet: choose some below.'
                : `${chosen.length} ${chosen.length === 1 ? 'question' : 'questions'} chosen, shown in this order`}
          </Text>
          {chosen.length > 0 && (
            <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Chosen">
              {chosen.map((q, i) => (
                <li key={q.questionId}>
                  <Pill
                    withRemoveButton
                    onRemove={() => toggle(q)}
                    removeButtonProps={{ 'aria-label': `Remove chosen question ${i + 1}` }}
                  >
                    {i + 1}. {shortStem(q)}
                  </Pill>
                </li>
              ))}
            </Group>
          )}
          {start.isError && (
            <StatusAlert tone="error" role="alert" title="The live lesson was not started">
              {errorMessageOf(start.error)}
            </StatusAlert>
          )}
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={onStart}
            disabled={!canStart}
            loading={start.isPending}
            style={{ alignSelf: 'flex-start' }}
            data-testid="start-live-lesson"
          >
            Start live lesson
          </Button>
          {groupId === null && groups.length > 0 && <Text size="sm">Choose a class first.</Text>}
        </Stack>
      </Card>

      <section aria-labelledby="live-choose-heading">
        <Title order={2} size="h3" id="live-choose-heading" mb="sm">
          Choose questions
        </Title>
        <QuestionChooser
          chosen={chosen.map((q) => q.questionId)}
          onToggle={toggle}
          initialTopicUnitId={given.topicUnitId}
        />
      </section>
    </Stack>
  );
}
