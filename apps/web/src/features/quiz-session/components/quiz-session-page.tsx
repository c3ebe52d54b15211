import { Button, Container, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { roleOfToken } from '../../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../../shared/auth/token-storage.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useQuizSummary } from '../api/finish-quiz-session.ts';
import { useQuizSession } from '../api/get-quiz-session.ts';
import { QuizRunner } from './quiz-runner.tsx';
import { QuizSummaryView } from './quiz-summary-view.tsx';

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton height={28} width="60%" />
      <Skeleton height={120} />
      <Skeleton height={160} />
    </Stack>
  );
}

/** A failure in words, with a way on: try again, or back to the student's list. */
function Problem({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  if (retry) return <LoadError title={title} message={message} onRetry={retry} role="alert" />;
  return (
    <StatusAlert tone="error" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" component={Link} to={paths.studentHome()}>
          Back to your work
        </Button>
      </Stack>
    </StatusAlert>
  );
}

/** A teacher or a parent who follows a quiz link: a clear word instead of a student's screen. */
function ForStudentsOnly({ role }: { role: string | null }) {
  usePageTitle('Quiz');
  const home = role === 'Parent' ? paths.parentHome() : paths.loginRedirect();
  return (
    <StatusAlert tone="info" title="Quizzes are answered by students" role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {role === 'Parent'
            ? 'This page is where a student answers their work, signed in to their own account. Your home page says what you can do as a parent today.'
            : 'This page is where a student answers their work. Teachers see each student’s answers and the questions from the plan instead.'}
        </Text>
        <Button size="xs" variant="default" component={Link} to={home}>
          {role === 'Parent' ? 'Go to your home page' : 'Go to your dashboard'}
        </Button>
      </Stack>
    </StatusAlert>
  );
}

/** A session already handed in shows its summary (finishing again is harmless and gives it). */
function FinishedSession({ quizSessionId, name }: { quizSessionId: number; name: string }) {
  const summary = useQuizSummary(quizSessionId);
  if (summary.isPending) return <Loading label="Loading your results" />;
  if (summary.isError)
    return (
      <Problem
        title="Your results could not be loaded"
        message={summary.error.message}
        retry={() => summary.refetch()}
      />
    );
  return <QuizSummaryView name={name} summary={summary.data} />;
}

function QuizSessionScreen({ quizSessionId }: { quizSessionId: number }) {
  const session = useQuizSession(quizSessionId);
  usePageTitle(session.data?.name ?? 'Quiz');
  if (session.isPending) return <Loading label="Loading the quiz" />;
  if (session.isError) {
    const missing = isApiError(session.error) && session.error.status === 404;
    return missing ? (
      <Problem
        title="This quiz could not be found"
        message="It may have been removed, or it belongs to someone else."
      />
    ) : (
      <Problem
        title="The quiz could not be loaded"
        message={session.error.message}
        retry={() => session.refetch()}
      />
    );
  }
  if (session.data.finishedAt)
    return <FinishedSession quizSessionId={quizSessionId} name={session.data.name} />;
  return <QuizRunner session={session.data} />;
}

/**
 * `/quiz-session/{quizSessionId}`: a student doing a piece of work or practising. Teachers and
 * parents reach the same address only by following a link; they are told it is for students.
 */
export function QuizSessionPage() {
  const params = useParams();
  const quizSessionId = Number(params.quizSessionId);
  const role = roleOfToken(readRefreshToken());
  let content: ReactNode;
  if (role !== 'Student') {
    content = <ForStudentsOnly role={role} />;
  } else if (!Number.isInteger(quizSessionId) || quizSessionId <= 0) {
    content = (
      <Problem
        title="This quiz could not be found"
        message="Check the link, or start the work from your list."
      />
    );
  } else {
    content = <QuizSessionScreen quizSessionId={quizSessionId} />;
  }
  return (
    <Container size="sm" px={0}>
      {content}
    </Container>
  );
}
