import { Card, Loader, Text } from '@mantine/core';
import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import type { Question } from '@mathsight/contract/content.ts';
import { useQuiz } from '../../../shared/content/api/get-quiz.ts';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { useQuestions } from '../api/get-question.ts';
import { useRetrievalPracticeAssignment } from '../api/get-retrieval-practice-assignment.ts';

interface ShownQuestion {
  question: Question;
  topicUnitName: string;
  reason: string | null;
}

function QuestionList({ questions }: { questions: ShownQuestion[] }) {
  return (
    <PlainList gap="md" aria-label="Questions">
      {questions.map(({ question, topicUnitName, reason }, i) => (
        <Card component="li" key={question.questionId} withBorder radius="md" padding="lg">
          <QuestionCard
            question={question}
            mode={{ kind: 'preview' }}
            heading={`Question ${i + 1} · ${topicUnitName}`}
          />
          {reason && (
            <Text size="sm" mt="sm">
              <strong>Why this question:</strong> {reason}
            </Text>
          )}
        </Card>
      ))}
    </PlainList>
  );
}

/** The questions of the assignment as students see them, the right answers marked. */
export function AssignmentQuestions({ detail }: { detail: AssignmentDetail }) {
  const isRetrieval = detail.kind === 'RetrievalPractice';
  // Work with its own questions and no quiz (follow-up work from Fix) reads them from the bank.
  const isOwn = !isRetrieval && detail.quizId === null;
  const ordered = [...detail.questions].sort((a, b) => a.sequence - b.sequence);
  const quiz = useQuiz(isRetrieval || isOwn ? null : detail.quizId);
  const retrieval = useRetrievalPracticeAssignment(detail.assignmentId, isRetrieval);
  const own = useQuestions(
    ordered.map((q) => q.questionId),
    isOwn,
  );

  const pending = isRetrieval
    ? retrieval.isPending && retrieval.fetchStatus !== 'idle'
    : isOwn
      ? own.isPending
      : quiz.isPending && quiz.fetchStatus !== 'idle';
  if (pending) return <Loader size="sm" aria-label="Loading the questions" />;
  const error = isRetrieval ? retrieval.error : isOwn ? own.error : quiz.error;
  if (error) {
    return <LoadError title="The questions could not be loaded" message={error.message} />;
  }
  let questions: ShownQuestion[] = [];
  if (isRetrieval && retrieval.data) {
    questions = retrieval.data.questions.map((q) => ({
      question: q,
      topicUnitName: q.topicUnitName,
      reason: q.reason,
    }));
  } else {
    const found = isOwn ? own.data : quiz.data?.questions;
    const byId = new Map((found ?? []).map((q) => [q.questionId, q]));
    questions = ordered.flatMap((q) => {
      const question = byId.get(q.questionId);
      return question ? [{ question, topicUnitName: q.topicUnitName, reason: q.reason }] : [];
    });
  }
  if (questions.length === 0) return <Text>This work has no questions.</Text>;
  return <QuestionList questions={questions} />;
}
