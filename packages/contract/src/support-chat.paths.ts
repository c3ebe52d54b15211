/** The support chat widget's settings (spec §6: chat support only for teachers; issue 32 point 5). */
export const supportChatPaths = {
  settings: '/api/v3/support-chat/settings',
} as const;
