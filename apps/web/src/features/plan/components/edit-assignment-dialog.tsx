import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { WorkDateFields, WorkSettingsFields } from '../../../shared/assignments/work-fields.tsx';
import { dateErrors, nameError } from '../../../shared/assignments/work-rules.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSaveAssignment } from '../api/save-assignment.ts';
import type { AssignmentChanges } from '../assignment-writes.ts';

type Field = 'name' | 'startDate' | 'endDate';
type Errors = Partial<Record<Field, string>>;

/** Checks the edit form the way the server will: a name, real dates, the end after the start. */
export function editErrors(values: {
  name: string;
  startDate: string | null;
  endDate: string | null;
}): Errors {
  const errors: Errors = { ...dateErrors(values.startDate, values.endDate) };
  const name = nameError(values.name, true);
  if (name) errors.name = name;
  return errors;
}

/** Changes the name, dates and settings of work; the keyboard way to move its dates. */
export function EditAssignmentDialog({
  detail,
  opened,
  onClose,
}: {
  detail: AssignmentDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveAssignment();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [name, setName] = useState(detail.name);
  const [startDate, setStartDate] = useState<string | null>(detail.startDate);
  const [endDate, setEndDate] = useState<string | null>(detail.endDate);
  const [feedbackMode, setFeedbackMode] = useState(detail.feedbackMode);
  const [askConfidence, setAskConfidence] = useState(detail.askConfidence);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = save.isPending;

  const clear = (field: Field) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = editErrors({ name, startDate, endDate });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !startDate || !endDate) return;
    const changes: AssignmentChanges = { name: name.trim(), startDate, endDate, feedbackMode, askConfidence };
    try {
      await save.mutateAsync({ detail, changes });
      showToast({ id: 'work-saved', message: `Saved the changes to ${changes.name}.`, color: 'green' });
      onClose();
    } catch (error) {
      const {
        name: nameMessage,
        startDate: startMessage,
        endDate: endMessage,
        ...others
      } = fieldErrorsOf(error);
      const beside: Errors = {};
      if (nameMessage) beside.name = nameMessage;
      if (startMessage) beside.startDate = startMessage;
      if (endMessage) beside.endDate = endMessage;
      setErrors(beside);
      const elsewhere = Object.values(others);
      if (elsewhere.length > 0) setFailure(elsewhere.join(' '));
      else if (Object.keys(beside).length === 0) setFailure(errorMessageOf(error));
    }
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title="Edit work" fullScreen={phone} busy={saving}>
      <form onSubmit={onSubmit} noValidate aria-label="Edit work">
        <Stack gap="md">
          {failure && (
            <StatusAlert tone="error" title="The changes were not saved">
              {failure}
            </StatusAlert>
          )}
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              clear('name');
            }}
            error={errors.name}
            maxLength={250}
          />
          <WorkDateFields
            startDate={startDate}
            endDate={endDate}
            onStartChange={(v) => {
              setStartDate(v);
              clear('startDate');
            }}
            onEndChange={(v) => {
              setEndDate(v);
              clear('endDate');
            }}
            errors={errors}
          />
          <WorkSettingsFields
            feedbackMode={feedbackMode}
            askConfidence={askConfidence}
            onFeedbackModeChange={setFeedbackMode}
            onAskConfidenceChange={setAskConfidence}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
