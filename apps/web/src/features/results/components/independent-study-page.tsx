import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useQuizInsights } from '../api/get-quiz-insights.ts';
import { useQuizQuestionInsights } from '../api/get-quiz-question-insights.ts';
import { groupIdParam, idParam } from '../route-ids.ts';
import { BackLink } from './back-link.tsx';
import { LoadState } from './load-state.tsx';
import { QuestionResults } from './question-results.tsx';
import { ResultsView } from './results-view.tsx';

function QuizQuestion({
  schoolId,
  quizId,
  questionId,
}: {
  schoolId: number;
  quizId: number;
  questionId: number;
}) {
  const question = useQuizQuestionInsights(schoolId, quizId, questionId);
  usePageTitle(
    question.data
      ? `Question ${question.data.sequence}: ${question.data.work.name}`
      : 'Independent study question',
  );
  const back = <BackLink to={paths.independentStudy(schoolId, quizId)}>Back to results by student</BackLink>;
  if (!question.data)
    return <LoadState valid={quizId > 0 && questionId > 0} query={question} what="results" back={back} />;
  return (
    <QuestionResults
      question={question.data}
      back={back}
      questionHref={(id) => paths.independentStudyQuestion(schoolId, quizId, id)}
    />
  );
}

/**
 * `/{schoolId}/independent-study/{quizId}/{tab?}/{questionSequence?}`: results by student of a quiz
 * students practised on their own (the same grid as set work, without live answers or follow-up);
 * `…/question/{n}` opens its n-th question.
 */
export function IndependentStudyPage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const quizId = idParam(params.quizId);
  const groupId = groupIdParam(search);
  const schoolId = useSessionStore((s) => s.schoolId);
  const grid = useQuizInsights(schoolId ?? 0, quizId, groupId);
  const sequence = params.tab === 'question' ? idParam(params.questionSequence) : 0;
  const bySequence = grid.data?.questions.find((q) => q.sequence === sequence);
  usePageTitle(
    sequence > 0 ? null : grid.data ? `Independent study: ${grid.data.work.name}` : 'Independent study',
  );
  if (schoolId === null) return null;

  const back = <BackLink to={paths.check(schoolId)}>Back to Check</BackLink>;
  if (!grid.data) return <LoadState valid={quizId > 0} query={grid} what="results" back={back} />;
  if (bySequence)
    return <QuizQuestion schoolId={schoolId} quizId={quizId} questionId={bySequence.questionId} />;

  return (
    <ResultsView
      grid={grid.data}
      scope={`q${quizId}`}
      back={back}
      groupId={groupId}
      onGroupChange={(next) => setSearch(next === null ? {} : { groupId: String(next) }, { replace: true })}
      questionHref={(questionId) => paths.independentStudyQuestion(schoolId, quizId, questionId)}
      misconceptions={[]}
    />
  );
}

/** `/{schoolId}/independent-study/{quizId}/questions/{questionId}`: one question of independent study. */
export function IndependentStudyQuestionPage() {
  const params = useParams();
  const schoolId = useSessionStore((s) => s.schoolId);
  if (schoolId === null) return null;
  return (
    <QuizQuestion
      schoolId={schoolId}
      quizId={idParam(params.quizId)}
      questionId={idParam(params.questionId)}
    />
  );
}
