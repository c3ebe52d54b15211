import { Button, CopyButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TopicUnit } from '@mathsight/contract/content.ts';
import {
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconMessages,
  IconPlus,
  IconPresentation,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useQuizByShortCode } from '../api/get-quiz-by-short-code.ts';
import { QuizQuestions } from './quiz-questions.tsx';

/** The chosen topic's diagnostic quiz, as students will see it, with the misconception behind each wrong answer. */
export function TopicPreview({ unit, schoolId }: { unit: TopicUnit; schoolId: number }) {
  const quiz = useQuizByShortCode(unit.shortCode);
  const shareUrl = unit.shortCode ? `${window.location.origin}${paths.quizzes(unit.shortCode)}` : '';
  return (
    <Stack gap="md" aria-labelledby="topic-preview-title" component="section">
      <div>
        <Title order={2} size="h3" id="topic-preview-title">
          {unit.name}
        </Title>
        <Text mt={4}>{unit.description}</Text>
      </div>
      {(unit.shortCode || unit.topicPathwayQuizId !== null) && (
        <Group gap="sm">
          {unit.topicPathwayQuizId !== null && (
            <Button
              component={Link}
              to={{ search: setWorkSearch({ kind: 'TopicQuiz', quizId: unit.topicPathwayQuizId }) }}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="set-as-work"
            >
              Set as work
            </Button>
          )}
          {unit.topicPathwayQuizId !== null && (
            <Button
              component={Link}
              to={paths.flowTemplate('default', 'TopicPathwayQuiz', unit.topicPathwayQuizId)}
              leftSection={<IconMessages size={16} aria-hidden />}
              variant="light"
              data-testid="preview-lesson"
            >
              Preview lesson
            </Button>
          )}
          <Button
            component={Link}
            to={paths.liveLessonStart(schoolId, { topicUnitId: unit.topicUnitId })}
            leftSection={<IconPresentation size={16} aria-hidden />}
            variant="light"
            data-testid="topic-live-lesson"
          >
            Start live lesson
          </Button>
          {unit.shortCode && (
            <Button
              component={Link}
              to={paths.schoolQuizzes(schoolId, unit.shortCode)}
              leftSection={<IconExternalLink size={16} aria-hidden />}
              variant="light"
            >
              Open quiz page
            </Button>
          )}
          {unit.shortCode && (
            <CopyButton value={shareUrl}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                >
                  {copied ? 'Link copied' : `Copy link (code ${unit.shortCode})`}
                </Button>
              )}
            </CopyButton>
          )}
        </Group>
      )}
      {quiz.isPending && <Loader aria-label="Loading the quiz" />}
      {quiz.isError && (
        <LoadError title="The quiz could not be loaded" message={quiz.error.message} role="alert" />
      )}
      {quiz.data && (
        <>
          <Text fw={600}>
            {quiz.data.name}: {quiz.data.questions.length} questions
          </Text>
          <QuizQuestions questions={quiz.data.questions} />
        </>
      )}
    </Stack>
  );
}
