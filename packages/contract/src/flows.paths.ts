/** Topic flows (issue 5, spec §7 "Second service (v1)"): flow generator sessions and their responses. */
export const flowPaths = {
  sessions: '/flow/v1/flow-generator-sessions',
  session: (id: number | string) => `/flow/v1/flow-generator-sessions/${id}`,
  responses: (id: number | string) => `/flow/v1/flow-generator-sessions/${id}/responses`,
} as const;
