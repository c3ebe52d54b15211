/** Topic flows (issue 5, spec §7 "Second service (v1)"): flow generator sessions and their responses. */
export const flowPaths = {
  sessions: '/flow/v1/flow-generator-sessions',
  session: (id: number | string) => `/flow/v1/flow-generator-sessions/${id}`,
  responses: (id: number | string) => `/flow/v1/flow-generator-sessions/${id}/responses`,
  /** Chat with tutor (issue 32 point 6): a hint on one question of the flow. */
  chatWithTutor: (id: number | string) => `/flow/v1/flow-generator-sessions/${id}/chat-with-tutor`,
} as const;
