/** The assistant's query keys: the caller's conversations in a school, and one of them. */
export const assistantKeys = {
  all: (schoolId: number) => ['assistant', schoolId] as const,
  conversations: (schoolId: number) => ['assistant', schoolId, 'conversations'] as const,
  conversation: (schoolId: number, conversationId: number) =>
    ['assistant', schoolId, 'conversations', conversationId] as const,
  feedbackReview: (schoolId: number, rating: 'up' | 'down' | undefined) =>
    ['assistant', schoolId, 'feedback-review', rating ?? 'all'] as const,
};
