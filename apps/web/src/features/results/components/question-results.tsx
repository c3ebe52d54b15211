import { Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InsightStudentRef, OptionInsight, QuestionInsights } from '@mathsight/contract/insights.ts';
import { IconArrowLeft, IconArrowRight, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';

// Downloads when a teacher first corrects a mark (issue 26 point 4: light pages).
const CorrectMarkDialog = lazy(async () => ({
  default: (await import('./correct-mark-dialog.tsx')).CorrectMarkDialog,
}));

function names(students: InsightStudentRef[]): string {
  return students.map((s) => `${s.firstName} ${s.lastName}`).join(', ');
}

function OptionResult({
  option,
  answered,
  fixHref,
}: {
  option: OptionInsight;
  answered: number;
  fixHref?: (misconceptionId: number) => string;
}) {
  const percent = option.percent ?? 0;
  const Icon = option.isCorrect ? IconCheck : IconX;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid={`option-${option.letter}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Icon
              size={18}
              aria-hidden="true"
              color={option.isCorrect ? 'var(--mantine-color-green-9)' : 'var(--mantine-color-red-9)'}
            />
            <Text fw={700}>Option {option.letter}</Text>
            {option.isCorrect && (
              <Text span size="sm" fw={600}>
                (the right answer)
              </Text>
            )}
          </Group>
          <Text fw={600} data-testid={`option-${option.letter}-count`}>
            {option.count} of {answered} ({percent}%)
          </Text>
        </Group>
        <Progress
          value={percent}
          color={option.isCorrect ? 'green.8' : 'red.8'}
          aria-label={`Option ${option.letter}: chosen by ${option.count} of ${answered}`}
        />
        {option.misconception && !option.isCorrect && (
          <Stack gap={4}>
            <Text size="sm">
              <strong>Misconception:</strong> {option.misconception.name}
            </Text>
            <Text size="sm" className={muted.muted}>
              {option.misconception.description}
            </Text>
            <Text size="sm">
              <strong>To re-teach it:</strong> {option.misconception.howToFix}
            </Text>
          </Stack>
        )}
        <Text size="sm">
          {option.students.length === 0 ? 'Nobody chose it.' : <>Chosen by {names(option.students)}</>}
        </Text>
        {option.misconception && !option.isCorrect && option.count > 0 && fixHref && (
          <Anchor component={Link} to={fixHref(option.misconception.misconceptionId)} size="sm" fw={600}>
            Set follow-up work on this misconception
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

export interface QuestionResultsProps {
  question: QuestionInsights;
  back: ReactNode;
  questionHref: (questionId: number) => string;
  /** The fix screen for this work with one misconception chosen; absent for independent study. */
  fixHref?: (misconceptionId: number) => string;
}

/**
 * Results by question: the question as students saw it, how many chose each option, the
 * misconception behind each wrong option with how to re-teach it, and who chose it.
 */
export function QuestionResults({ question, back, questionHref, fixHref }: QuestionResultsProps) {
  const [correcting, setCorrecting] = useState(false);
  const work = question.work;
  const canCorrect = work.canEdit && work.assignmentId !== null;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text className={muted.muted}>{work.name}</Text>
          <Title order={1} data-testid="question-title">
            Question {question.sequence}
          </Title>
          <Text data-testid="question-score">
            {question.answeredCount === 0
              ? 'Nobody has answered it yet.'
              : `${question.correctCount} of ${question.answeredCount} right (${question.correctPercent ?? 0}%)`}
          </Text>
        </Stack>
        {canCorrect && (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setCorrecting(true)}
          >
            Correct the mark
          </Button>
        )}
      </Group>
      {question.markCorrected && (
        <StatusAlert tone="info" title="Mark corrected">
          This work marks {question.correctLetter} as the right answer; the question bank marks{' '}
          {question.bankCorrectLetter}.
        </StatusAlert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-label="The question"
          style={{ alignSelf: 'start' }}
        >
          <QuestionCard
            question={{
              stem: question.stem,
              diagramSvg: question.diagramSvg,
              diagramAlt: question.diagramAlt,
              answers: question.options.map((o) => ({
                letter: o.letter,
                text: o.text,
                isCorrect: o.isCorrect,
                misconception: o.misconception,
              })),
            }}
            mode={{ kind: 'preview' }}
            heading="As students saw it"
          />
        </Card>
        <Stack gap="sm" component="section" aria-labelledby="answers-heading">
          <Title order={2} size="h3" id="answers-heading">
            How students answered
          </Title>
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Options chosen"
          >
            {question.options.map((o) => (
              <OptionResult
                key={o.letter}
                option={o}
                answered={question.answeredCount}
                fixHref={canCorrect ? fixHref : undefined}
              />
            ))}
          </Stack>
          {question.notAnswered.length > 0 && (
            <Text size="sm">
              <strong>Not answered yet:</strong> {names(question.notAnswered)}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <Group justify="space-between">
        {question.previousQuestionId !== null ? (
          <Anchor component={Link} to={questionHref(question.previousQuestionId)}>
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden /> Previous question
            </Group>
          </Anchor>
        ) : (
          <span />
        )}
        {question.nextQuestionId !== null && (
          <Anchor component={Link} to={questionHref(question.nextQuestionId)}>
            <Group gap={4} component="span">
              Next question <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      {correcting && work.assignmentId !== null && (
        <Suspense fallback={null}>
          <CorrectMarkDialog
            assignmentId={work.assignmentId}
            question={question}
            onClose={() => setCorrecting(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
