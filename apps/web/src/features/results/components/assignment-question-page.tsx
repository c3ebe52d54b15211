import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useQuestionInsights } from '../api/get-question-insights.ts';
import { useLiveAnswers } from '../live/use-live-answers.ts';
import { groupIdParam, idParam } from '../route-ids.ts';
import { BackLink } from './back-link.tsx';
import { LoadState } from './load-state.tsx';
import { QuestionResults } from './question-results.tsx';

/** `/{schoolId}/assignments/{assignmentId}/questions/{questionId}`: results by question. */
export function AssignmentQuestionPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const assignmentId = idParam(params.assignmentId);
  const questionId = idParam(params.questionId);
  const groupId = groupIdParam(search);
  const schoolId = useSessionStore((s) => s.schoolId);
  const question = useQuestionInsights(assignmentId, questionId, groupId);
  useLiveAnswers(assignmentId > 0 && question.isSuccess ? assignmentId : null);
  usePageTitle(
    question.data ? `Question ${question.data.sequence}: ${question.data.work.name}` : 'Question results',
  );
  if (schoolId === null) return null;

  const withGroup = (href: string) => (groupId === null ? href : `${href}?groupId=${groupId}`);
  const back = (
    <BackLink to={withGroup(paths.assignment(schoolId, assignmentId))}>Back to results by student</BackLink>
  );
  if (!question.data) {
    return (
      <LoadState valid={assignmentId > 0 && questionId > 0} query={question} what="results" back={back} />
    );
  }
  return (
    <QuestionResults
      question={question.data}
      back={back}
      questionHref={(id) => withGroup(paths.assignmentQuestion(schoolId, assignmentId, id))}
      fixHref={(misconceptionId) => paths.fixAssignment(schoolId, assignmentId, { misconceptionId })}
    />
  );
}
