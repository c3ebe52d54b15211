import type { FlowTemplateSlug } from '@mathsight/contract/flows.ts';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { FlowNotFound } from './flow-not-found.tsx';
import { FlowScreen } from './flow-screen.tsx';
import { StartedFlow } from './started-flow.tsx';

/**
 * /topic/dr/{topicPathwayQuizId}/{flowGeneratorSessionId?} (fluency only) and /topic/d/… (no
 * lessons): with a session id it resumes; without one it starts a flow and puts its id in the
 * address, so a reload resumes rather than starting again.
 */
export function TopicTemplatePage({ template }: { template: Extract<FlowTemplateSlug, 'dr' | 'd'> }) {
  const params = useParams();
  const navigate = useNavigate();
  const quizId = Number(params.topicPathwayQuizId);
  const sessionId =
    params.flowGeneratorSessionId === undefined ? null : Number(params.flowGeneratorSessionId);
  const request = useMemo(
    () => ({ kind: 'TopicPathwayQuiz' as const, templateSlug: template, topicPathwayQuizId: quizId }),
    [template, quizId],
  );
  const onStarted = useCallback(
    (id: number) => {
      const to = template === 'dr' ? paths.topicFluency(quizId, id) : paths.topicDiagnostic(quizId, id);
      navigate(to, { replace: true });
    },
    [navigate, template, quizId],
  );
  if (!Number.isInteger(quizId) || quizId <= 0 || (sessionId !== null && !(sessionId > 0))) {
    return <FlowNotFound />;
  }
  if (sessionId !== null) return <FlowScreen flowGeneratorSessionId={sessionId} />;
  return <StartedFlow request={request} onStarted={onStarted} />;
}

export function TopicFluencyPage() {
  return <TopicTemplatePage template="dr" />;
}

export function TopicDiagnosticPage() {
  return <TopicTemplatePage template="d" />;
}
