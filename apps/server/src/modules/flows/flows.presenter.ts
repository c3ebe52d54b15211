import {
  FLOW_QUESTION_CONTENT_TYPE,
  type FlowGeneratorSession,
  type FlowItem,
  type FlowItemType,
  FlowQuestionContentSchema,
  type FlowRadioButton,
} from '@mathsight/contract/flows.ts';
import type { FlowRun } from './flow-generator.ts';
import type { FlowItemRow, FlowSessionRow } from './flows.repository.ts';

/** Stored flow rows as the API shows them, and the small readings of them the service makes. */
export function responsesOf(items: FlowItemRow[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const i of items) if (i.responseValue !== null) map.set(i.sequence, i.responseValue);
  return map;
}

export function questionOf(item: FlowItemRow) {
  if (item.contentType !== FLOW_QUESTION_CONTENT_TYPE || !item.text) return null;
  return FlowQuestionContentSchema.parse(JSON.parse(item.text));
}

export function toDraftShape(item: FlowItemRow) {
  return {
    flowItemType: item.flowItemType as FlowItemType,
    radioButtons: (item.radioButtons as FlowRadioButton[] | null) ?? null,
  };
}

/** Set work with feedback at the end keeps each answer's mark from the student until the flow is over. */
export function revealsMarks(session: FlowSessionRow, finished: boolean): boolean {
  return session.feedbackMode !== 'AtEnd' || finished;
}

/** The API shape of a stored item; `reveal` false leaves out whether an answer was right. */
export function toFlowItem(i: FlowItemRow, reveal = true): FlowItem {
  return {
    flowItemId: i.id,
    flowGeneratorSessionId: i.flowGeneratorSessionId,
    userId: i.userId,
    flowItemGroup: i.flowItemGroup,
    position: i.position,
    sequence: i.sequence,
    dateDispatched: i.dateDispatched.toISOString(),
    text: i.text,
    imageUrl: i.imageUrl,
    videoUrl: i.videoUrl,
    fileUrl: i.fileUrl,
    radioButtons: (i.radioButtons as FlowRadioButton[] | null) ?? null,
    contentType: i.contentType,
    milliSecondsDelay: i.milliSecondsDelay,
    flowItemType: i.flowItemType as FlowItemType,
    response:
      i.respondedAt && i.responseValue !== null
        ? {
            value: i.responseValue,
            respondedAt: i.respondedAt.toISOString(),
            isCorrect: reveal ? i.responseIsCorrect : null,
          }
        : null,
  };
}

export function toSession(
  session: FlowSessionRow,
  items: FlowItemRow[],
  run: FlowRun | null,
  reveal: boolean,
): Omit<FlowGeneratorSession, 'isReview' | 'learnerName'> {
  return {
    flowGeneratorSessionId: session.id,
    kind: session.kind,
    templateSlug: session.templateSlug,
    isPreview: session.isPreview,
    userId: session.userId,
    title: session.title,
    topicPathwayQuizId: session.quizId,
    assignmentId: session.assignmentId,
    quizSessionId: session.quizSessionId,
    createdAt: session.createdAt.toISOString(),
    finished: session.finishedAt !== null,
    items: items.map((i) => toFlowItem(i, reveal)),
    summary: run?.summary ?? null,
  };
}
