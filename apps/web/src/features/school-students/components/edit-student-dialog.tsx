import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import type { SchoolStudent, StudentPasswordReset } from '@mathsight/contract/school-students.ts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useResetStudentPassword, useUpdateStudent } from '../api/change-student.ts';

type Fields = { firstName: string; lastName: string; userName: string };

/**
 * Edit a student (issue 13 point 2): their first and last name and username (unique whatever its
 * case: the server's 409 shows beside the username), and a new password, shown once, to read out
 * or print. For administrators and the student's own teachers.
 */
export function EditStudentDialog({
  schoolId,
  student,
  opened,
  onClose,
}: {
  schoolId: number;
  student: SchoolStudent | null;
  /** Open while a student is being edited (`student` set). */
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <AppDialog
      opened={opened && student !== null}
      onClose={onClose}
      title={student ? `Edit ${student.firstName} ${student.lastName}` : 'Edit student'}
      size="md"
    >
      {student && (
        <EditStudentForm key={student.studentId} schoolId={schoolId} student={student} onClose={onClose} />
      )}
    </AppDialog>
  );
}

function EditStudentForm({
  schoolId,
  student,
  onClose,
}: {
  schoolId: number;
  student: SchoolStudent;
  onClose: () => void;
}) {
  const update = useUpdateStudent();
  const reset = useResetStudentPassword();
  const [fields, setFields] = useState<Fields>({
    firstName: student.firstName,
    lastName: student.lastName,
    userName: student.userName,
  });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [password, setPassword] = useState<StudentPasswordReset | null>(null);

  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((f) => ({ ...f, [name]: undefined }));
  };

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const missing: Partial<Fields> = {};
    if (!fields.firstName.trim()) missing.firstName = 'Enter a first name';
    if (!fields.lastName.trim()) missing.lastName = 'Enter a last name';
    if (fields.userName.trim().length < 3) missing.userName = 'Use at least 3 characters';
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    try {
      await update.mutateAsync({ schoolId, studentId: student.studentId, body: fields });
      showToast({
        id: 'student-saved',
        message: `Saved ${fields.firstName.trim()} ${fields.lastName.trim()}.`,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setErrors({ userName: error.message });
        return;
      }
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setFailure(errorMessageOf(error));
    }
  };

  const onReset = async () => {
    setFailure(null);
    try {
      setPassword(await reset.mutateAsync({ schoolId, studentId: student.studentId }));
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  return (
    <form onSubmit={(e) => void onSave(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label="First name"
          value={fields.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          maxLength={60}
          required
          data-autofocus
        />
        <TextInput
          label="Last name"
          value={fields.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          maxLength={60}
          required
        />
        <TextInput
          label="Username"
          description="What they type to sign in: letters, digits, dots, dashes and underscores."
          value={fields.userName}
          onChange={set('userName')}
          error={errors.userName}
          maxLength={60}
          required
          autoComplete="off"
        />
        {failure && (
          <StatusAlert tone="error" title="Nothing was saved">
            {failure}
          </StatusAlert>
        )}
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Password
          </Text>
          {password ? (
            <div data-testid="new-password">
              <StatusAlert tone="success" title="New password">
                <Text size="sm">
                  {password.firstName} now signs in as <Code>{password.userName}</Code> with the password{' '}
                  <Code fz="md">{password.password}</Code>. Write it down now: it is shown only this once.
                  Their other sign-ins have ended.
                </Text>
              </StatusAlert>
            </div>
          ) : (
            <Group gap="sm" wrap="nowrap" align="center">
              <Text size="sm" style={{ flex: 1 }}>
                Forgotten it? Give them a new one, easy to read and type.
              </Text>
              <Button variant="default" size="sm" onClick={() => void onReset()} loading={reset.isPending}>
                Reset password
              </Button>
            </Group>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {password ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
