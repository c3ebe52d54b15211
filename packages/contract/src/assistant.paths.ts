/**
 * The teacher assistant (issue 29, spec §7 "Second service (v1)": teacher-assistant ask and feedback),
 * under `/flow/v1`, scoped to one school (`:id`) as every school report is.
 */
export const assistantPaths = {
  ask: (schoolId: number | string) => `/flow/v1/schools/${schoolId}/teacher-assistant/ask`,
  feedback: (schoolId: number | string) => `/flow/v1/schools/${schoolId}/teacher-assistant/feedback`,
  conversations: (schoolId: number | string) =>
    `/flow/v1/schools/${schoolId}/teacher-assistant/conversations`,
  conversation: (schoolId: number | string, conversationId: number | string) =>
    `/flow/v1/schools/${schoolId}/teacher-assistant/conversations/${conversationId}`,
} as const;
