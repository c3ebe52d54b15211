import { Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../api/model-state.ts';
import { StatusAlert } from '../ui/status-alert.tsx';
import {
  type ClassField,
  ClassFields,
  type ClassFieldValues,
  classRequestOf,
  focusFirstClassError,
} from './class-fields.tsx';

export type ClassRequest = ReturnType<typeof classRequestOf>;

/**
 * A class's fields in a form that saves them (the new-class flow's first step and the class's settings):
 * the server's errors beside their fields (the first one focused), or one alert when none is a field's.
 */
export function ClassForm<Saved>({
  initialValues,
  save,
  onSaved,
  saving,
  label,
  failureTitle,
  submitLabel,
  departments,
  autoFocus = false,
}: {
  initialValues: ClassFieldValues;
  /** Sends the request (a mutation's `mutateAsync`); a rejection is shown in the form. */
  save: (request: ClassRequest) => Promise<Saved>;
  /** After a save: the values to show from now on (the server's), or nothing to keep the form's. */
  onSaved: (saved: Saved) => ClassFieldValues | undefined;
  saving: boolean;
  /** The form's accessible name. */
  label: string;
  failureTitle: string;
  submitLabel: string;
  /** The school's departments to choose from. */
  departments: string[];
  autoFocus?: boolean;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<ClassField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let saved: Saved;
    try {
      saved = await save(classRequestOf(values));
    } catch (error) {
      const fields = fieldErrorsOf(error) as Partial<Record<ClassField, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      focusFirstClassError(fields);
      return;
    }
    const shown = onSaved(saved);
    if (shown) setValues(shown);
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={label}>
      <Stack gap="md">
        {failure && (
          <StatusAlert tone="error" title={failureTitle} role="alert">
            {failure}
          </StatusAlert>
        )}
        <ClassFields
          values={values}
          onChange={(next, changed) => {
            setValues(next);
            setErrors((x) => ({ ...x, [changed]: undefined }));
          }}
          errors={errors}
          departments={departments}
          autoFocus={autoFocus}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
