/** Invitation codes (spec §7 "Invitations"). */
export const invitationPaths = {
  invitation: (code: string) => `/api/v3/invitations/${code}`,
  students: (code: string) => `/api/v3/invitations/${code}/students`,
  teachers: (code: string) => `/api/v3/invitations/${code}/teachers`,
  users: (code: string) => `/api/v3/invitations/${code}/users`,
} as const;
