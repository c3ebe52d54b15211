import { parentInvitationPaths } from '@mathsight/contract/parent-invitations.paths.ts';
import {
  InvitableCountSchema,
  ParentEmailsSchema,
  ParentInvitationListSchema,
  type SendParentInvitationsRequest,
  SendParentInvitationsResponseSchema,
} from '@mathsight/contract/parent-invitations.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadTransfer } from '../../../shared/api/download-progress.ts';
import { downloadFile, request, saveFile } from '../../../shared/api/http-client.ts';
import { REPORT_CSV_LONG_TIMEOUT_MS } from '../../../shared/config/constants.ts';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import { schoolParentsKeys } from './school-parents-keys.ts';

/**
 * Parent invitations (issue 27): the per-class counts, a class's students with their invitations,
 * and the writes. Every write refreshes the whole screen (its key is under schoolParentsKeys.all).
 */
const keys = {
  invitableCount: (schoolId: number) => [...schoolParentsKeys.all(schoolId), 'invitable-count'] as const,
  classInvitations: (schoolId: number, groupId: number) =>
    [...schoolParentsKeys.all(schoolId), 'invitations', groupId] as const,
};

/** GET …/parent-invitations/invitable-count: class by class. */
export function useInvitableCount(schoolId: number) {
  return useQuery({
    queryKey: keys.invitableCount(schoolId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: parentInvitationPaths.invitableCount(schoolId),
        schema: InvitableCountSchema,
        signal,
      }),
    refetchOnMount: 'always',
  });
}

/** GET …/parent-invitations?groupId=: the class's students, addresses, invitations waiting and parents joined. */
export function useClassInvitations(schoolId: number, groupId: number | null) {
  return useQuery({
    queryKey: keys.classInvitations(schoolId, groupId ?? 0),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: parentInvitationPaths.invitations(schoolId),
        params: { groupId: String(groupId) },
        schema: ParentInvitationListSchema,
        signal,
      }),
    enabled: groupId !== null,
  });
}

function useRefreshing<T, R>(schoolId: number, fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: schoolParentsKeys.all(schoolId) }),
  });
}

/** POST …/parent-invitations: email the addresses held, for a student or a class. */
export function useSendParentInvitations(schoolId: number) {
  return useRefreshing(schoolId, (body: SendParentInvitationsRequest) =>
    request({
      method: 'POST',
      endpoint: parentInvitationPaths.invitations(schoolId),
      body,
      notify: false,
      schema: SendParentInvitationsResponseSchema,
    }),
  );
}

/** POST …/{invitationId}/resend. */
export function useResendParentInvitation(schoolId: number) {
  return useRefreshing(schoolId, (invitationId: number) =>
    request({
      method: 'POST',
      endpoint: parentInvitationPaths.resend(schoolId, invitationId),
      notify: false,
    }),
  );
}

/** DELETE …/{invitationId}: withdraw. */
export function useWithdrawParentInvitation(schoolId: number) {
  return useRefreshing(schoolId, (invitationId: number) =>
    request({
      method: 'DELETE',
      endpoint: parentInvitationPaths.invitation(schoolId, invitationId),
      notify: false,
    }),
  );
}

/** PUT …/students/{studentId}/parent-emails. */
export function useSetParentEmails(schoolId: number) {
  return useRefreshing(schoolId, ({ studentId, emails }: { studentId: number; emails: string[] }) =>
    request({
      method: 'PUT',
      endpoint: parentInvitationPaths.parentEmails(schoolId, studentId),
      body: { emails },
      notify: false,
      schema: ParentEmailsSchema,
    }),
  );
}

/** GET …/letters?groupId=: the class's letters, one A4 PDF (new codes are made for students without one). */
export async function downloadParentLetters(
  schoolId: number,
  group: { groupId: number; code: string },
  transfer?: DownloadTransfer,
) {
  const blob = await downloadFile({
    method: 'GET',
    endpoint: parentInvitationPaths.letters(schoolId),
    params: { groupId: String(group.groupId) },
    timeoutMs: REPORT_CSV_LONG_TIMEOUT_MS,
    ...transfer,
  });
  saveFile(blob, `parent-letters-${fileNamePart(group.code, 'class')}.pdf`);
}
