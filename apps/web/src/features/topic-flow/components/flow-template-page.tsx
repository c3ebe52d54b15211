import { FlowKindSchema, FlowTemplateSlugSchema } from '@mathsight/contract/flows.ts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { FlowNotFound } from './flow-not-found.tsx';
import { StartedFlow } from './started-flow.tsx';

const positive = (raw: string | undefined) => {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /flow-template/{templateSlug}/{flowType}/{topicPathwayQuizId?}/{questionSequence?}: a teacher's
 * preview of any flow (a student who opens it gets their own practice flow, stored on its items only).
 */
export function FlowTemplatePage() {
  const params = useParams();
  const template = FlowTemplateSlugSchema.safeParse(params.templateSlug);
  const kind = FlowKindSchema.safeParse(params.flowType);
  const quizId = positive(params.topicPathwayQuizId);
  const questionSequence = positive(params.questionSequence);
  const request = useMemo(
    () =>
      template.success && kind.success && quizId !== null && questionSequence !== null
        ? {
            kind: kind.data,
            templateSlug: template.data,
            ...(quizId !== undefined && { topicPathwayQuizId: quizId }),
            ...(questionSequence !== undefined && { questionSequence }),
          }
        : null,
    [template.success, template.data, kind.success, kind.data, quizId, questionSequence],
  );
  if (!request) {
    return (
      <FlowNotFound title="This lesson template does not exist">
        Templates are default, dr and d; flow types are TopicPathwayQuiz, Challenge, Generic,
        TopicPathwayQuizQuestion, OnDemandSupport and RetrievalPracticeAssignment.
      </FlowNotFound>
    );
  }
  return <StartedFlow request={request} />;
}
