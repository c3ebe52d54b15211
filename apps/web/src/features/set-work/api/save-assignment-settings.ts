import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { type AssignmentSettings, AssignmentSettingsSchema } from '@mathsight/contract/assignments.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { assignmentSettingsQueryKey } from './get-assignment-settings.ts';

/** PUT schools/{id}/assignment-settings (administrators only); the form shows failures itself. */
export function saveAssignmentSettings(schoolId: number, settings: AssignmentSettings) {
  return request({
    method: 'PUT',
    endpoint: assignmentPaths.assignmentSettings(schoolId),
    body: settings,
    schema: AssignmentSettingsSchema,
    notify: false,
  });
}

export function useSaveAssignmentSettings(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AssignmentSettings) => saveAssignmentSettings(schoolId, settings),
    onSuccess: (saved) => client.setQueryData(assignmentSettingsQueryKey(schoolId), saved),
  });
}
