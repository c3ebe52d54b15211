import { Badge, Button, Container, CopyButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  IconChartBar,
  IconCheck,
  IconCopy,
  IconMessages,
  IconPlus,
  IconPresentation,
} from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { isTokenValid } from '../../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../../shared/auth/token-storage.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useQuizByShortCode } from '../api/get-quiz-by-short-code.ts';
import { QuizCodeForm } from './quiz-code-form.tsx';
import { QuizQuestions } from './quiz-questions.tsx';
import { TopicLibraryPage } from './topic-library-page.tsx';

/** `/{schoolId}/quizzes/{shortCode?}`: the topic library, or one quiz when a code is given. */
export function SchoolQuizzesPage() {
  const { schoolId, shortCode } = useParams();
  if (!shortCode) return <TopicLibraryPage />;
  return (
    <QuizPreview
      shortCode={shortCode}
      hrefFor={(code) => paths.schoolQuizzes(schoolId ?? '', code)}
      canSetWork
    />
  );
}

/** `/quizzes/{shortCode?}`: a shared quiz link; signed-in teachers see the quiz, others are asked to sign in. */
export function PublicQuizzesPage() {
  const { shortCode } = useParams();
  const location = useLocation();
  usePageTitle(shortCode ? `Quiz ${shortCode.toUpperCase()}` : 'Open a quiz');
  const signedIn = isTokenValid(readRefreshToken());
  if (shortCode && signedIn) {
    return (
      <Container size="md" py="xl">
        <QuizPreview shortCode={shortCode} hrefFor={paths.quizzes} />
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{shortCode ? `Quiz ${shortCode.toUpperCase()}` : 'Open a quiz'}</Title>
        {shortCode ? (
          <>
            <Text>
              Someone has shared a Mathsight diagnostic quiz with you. Sign in as a teacher to preview its
              questions and the misconception behind every wrong answer.
            </Text>
            <Group>
              <Button component={Link} to={paths.login(location.pathname)}>
                Sign in to preview
              </Button>
              <Button component={Link} to={paths.signup()} variant="default">
                Create an account
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>Enter the code of a quiz someone shared with you.</Text>
            <QuizCodeForm hrefFor={paths.quizzes} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function QuizPreview({
  shortCode,
  hrefFor,
  canSetWork = false,
}: {
  shortCode: string;
  hrefFor: (code: string) => string;
  /** Inside the school's pages, where the set-work flow opens over the quiz. */
  canSetWork?: boolean;
}) {
  const quiz = useQuizByShortCode(shortCode);
  // Only inside a school's pages: the independent study of that school's students.
  const { schoolId } = useParams();
  usePageTitle(quiz.data?.name ?? `Quiz ${shortCode.toUpperCase()}`);
  if (quiz.isPending) return <Loader aria-label="Loading the quiz" />;
  if (quiz.isError) {
    const missing =
      quiz.error instanceof ApiError && (quiz.error.status === 404 || quiz.error.status === 400);
    return (
      <Stack gap="md">
        <Title order={1}>{missing ? 'No quiz has that code' : 'The quiz could not be loaded'}</Title>
        <StatusAlert tone="error" role="alert">
          {missing
            ? `There is no quiz with the code ${shortCode.toUpperCase()}. Check the code and try again.`
            : quiz.error.message}
        </StatusAlert>
        <QuizCodeForm hrefFor={hrefFor} />
      </Stack>
    );
  }
  const q = quiz.data;
  const shareUrl = `${window.location.origin}${paths.quizzes(q.shortCode)}`;
  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs" mb={4}>
          <Badge color="indigo.9">{q.kind === 'TopicPathway' ? 'Topic quiz' : 'Diagnostic quiz'}</Badge>
          {q.topicUnitName && (
            <Badge variant="outline" color="gray.8">
              {q.topicUnitName}
            </Badge>
          )}
        </Group>
        <Title order={1}>{q.name}</Title>
        <Text mt={4}>
          {q.questions.length} questions. Every wrong answer is linked to a misconception, so a student’s
          choice tells you what to re-teach.
        </Text>
      </div>
      <Group gap="sm">
        {canSetWork && (
          <Button
            component={Link}
            to={{
              search: setWorkSearch({
                kind: q.kind === 'TopicPathway' ? 'TopicQuiz' : 'DiagnosticQuiz',
                quizId: q.quizId,
              }),
            }}
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            data-testid="set-as-work"
          >
            Set as work
          </Button>
        )}
        {canSetWork && q.kind === 'TopicPathway' && (
          <Button
            component={Link}
            to={paths.flowTemplate('default', 'TopicPathwayQuiz', q.quizId)}
            size="xs"
            variant="light"
            leftSection={<IconMessages size={14} aria-hidden />}
            data-testid="preview-lesson"
          >
            Preview lesson
          </Button>
        )}
        {canSetWork && schoolId && (
          <Button
            component={Link}
            to={paths.liveLessonStart(schoolId, { quizId: q.quizId })}
            size="xs"
            variant="light"
            leftSection={<IconPresentation size={14} aria-hidden />}
            data-testid="quiz-live-lesson"
          >
            Start live lesson
          </Button>
        )}
        {canSetWork && schoolId && (
          <Button
            component={Link}
            to={paths.independentStudy(schoolId, q.quizId)}
            size="xs"
            variant="light"
            leftSection={<IconChartBar size={14} aria-hidden />}
            data-testid="independent-study-link"
          >
            Independent study results
          </Button>
        )}
        <Text size="sm">
          Quiz code <strong data-testid="quiz-short-code">{q.shortCode}</strong>
        </Text>
        <CopyButton value={shareUrl}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            >
              {copied ? 'Link copied' : 'Copy share link'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <QuizQuestions questions={q.questions} />
    </Stack>
  );
}
