import type { FlowGeneratorSession, FlowItem } from '@mathsight/contract/flows.ts';

/** A Text item of flow 1 dispatched to user 7, changed by `over`. */
export function makeFlowItem(over: Partial<FlowItem> = {}): FlowItem {
  return {
    flowItemId: 1,
    flowGeneratorSessionId: 1,
    userId: 7,
    flowItemGroup: 'intro',
    position: 1,
    sequence: 1,
    dateDispatched: '2026-01-01T00:00:00.000Z',
    text: 'Hello',
    imageUrl: null,
    videoUrl: null,
    fileUrl: null,
    radioButtons: null,
    contentType: 'text/plain',
    milliSecondsDelay: 0,
    flowItemType: 'Text',
    response: null,
    ...over,
  };
}

/** User 7's own unfinished flow 1 of topic pathway quiz 3, holding `items`, changed by `over`. */
export function makeFlowSession(
  items: FlowItem[],
  over: Partial<FlowGeneratorSession> = {},
): FlowGeneratorSession {
  return {
    flowGeneratorSessionId: 1,
    kind: 'TopicPathwayQuiz',
    templateSlug: 'default',
    isPreview: false,
    isReview: false,
    learnerName: null,
    userId: 7,
    title: 'Fractions',
    topicPathwayQuizId: 3,
    assignmentId: null,
    quizSessionId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    finished: false,
    items,
    summary: null,
    ...over,
  };
}
