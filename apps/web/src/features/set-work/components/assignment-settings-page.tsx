import { Button, Card, Group, Loader, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ASSIGNMENT_MESSAGES,
  type AssignmentSettings,
  AssignmentSettingsSchema,
} from '@mathsight/contract/assignments.ts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { WorkSettingsFields } from '../../../shared/assignments/work-fields.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useAssignmentSettings } from '../api/get-assignment-settings.ts';
import { useSaveAssignmentSettings } from '../api/save-assignment-settings.ts';

type Field = keyof AssignmentSettings;
type Errors = Partial<Record<Field, string>>;

/** The contract's rules for the form, as messages beside its fields. */
export function settingsErrors(settings: AssignmentSettings): Errors {
  const checked = AssignmentSettingsSchema.safeParse(settings);
  if (checked.success) return {};
  const errors: Errors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function SettingsForm({
  schoolId,
  initial,
  canChange,
}: {
  schoolId: number;
  initial: AssignmentSettings;
  canChange: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAssignmentSettings(schoolId);
  const change = (patch: Partial<AssignmentSettings>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as Field];
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = settingsErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onSuccess: () =>
        showToast({ id: 'settings-saved', message: 'Assignment settings saved.', color: 'green' }),
      onError: (error) => {
        const fields = fieldErrorsOf(error) as Errors;
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Assignment settings">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          {!canChange && (
            <StatusAlert tone="info" title="Only school administrators can change these">
              {ASSIGNMENT_MESSAGES.adminOnly}. You can see what new work starts with.
            </StatusAlert>
          )}
          {failure && (
            <StatusAlert tone="error" title="The settings were not saved">
              {failure}
            </StatusAlert>
          )}
          <WorkSettingsFields
            feedbackMode={values.feedbackMode}
            askConfidence={values.askConfidence}
            onFeedbackModeChange={(feedbackMode) => change({ feedbackMode })}
            onAskConfidenceChange={(askConfidence) => change({ askConfidence })}
            disabled={!canChange}
          />
          <Group align="flex-start" gap="md" wrap="wrap">
            <NumberInput
              label="Open for"
              description="Days from the start to the end"
              suffix={values.defaultDurationDays === 1 ? ' day' : ' days'}
              min={1}
              max={60}
              // Never changed behind the teacher's back (0 became 1 on leaving the field): a number
              // out of range is refused with its message when saving.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={values.defaultDurationDays}
              onChange={(v) => change({ defaultDurationDays: typeof v === 'number' ? v : Number(v) || 0 })}
              error={errors.defaultDurationDays}
              disabled={!canChange}
              style={{ flex: '0 1 12rem' }}
            />
            <TextInput
              type="time"
              label="Due at"
              description="UK time on the last day"
              value={values.defaultDueTime}
              onChange={(e) => change({ defaultDueTime: e.currentTarget.value })}
              error={errors.defaultDueTime}
              disabled={!canChange}
              style={{ flex: '0 1 12rem' }}
            />
          </Group>
          {canChange && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save settings
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </form>
  );
}

/** `/{schoolId}/settings/assignments`: what new work starts with in this school. */
export function AssignmentSettingsPage() {
  usePageTitle('Assignment settings');
  const schoolId = useSessionStore((s) => s.schoolId);
  const isAdministrator = useSessionStore((s) => s.currentSchool?.teacher.isSchoolAdministrator ?? false);
  const settings = useAssignmentSettings(schoolId ?? 0);
  if (schoolId === null) return null;
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>Assignment settings</Title>
        <Text className={muted.muted} mt={4}>
          What new work starts with when a teacher sets it. Teachers can still change any of it for one piece
          of work.
        </Text>
      </div>
      {settings.isPending && <Loader aria-label="Loading the settings" />}
      {settings.isError && (
        <LoadError title="The settings could not be loaded" message={settings.error.message} />
      )}
      {settings.data && (
        <SettingsForm schoolId={schoolId} initial={settings.data} canChange={isAdministrator} />
      )}
    </Stack>
  );
}
