import { Button, Container, MultiSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CreatedGroup } from '@mathsight/contract/schools.ts';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { parseSchoolId } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useCreateClass } from '../api/create-class.ts';
import { useYearGroups } from '../api/year-groups.ts';
import { ClassCodeCard } from './class-code-card.tsx';

type Fields = 'code' | 'description' | 'yearGroupIds';

/**
 * /{schoolId}/classes/new (and /add): a class's code, description and year groups; then its
 * invitation code, big enough for the board and printable, with the way to set its first work.
 */
export function NewClassPage() {
  const schoolId = parseSchoolId(useParams().schoolId) ?? 0;
  const [created, setCreated] = useState<CreatedGroup | null>(null);
  usePageTitle(created ? `Class ${created.code}` : 'New class');
  return (
    <Container size={640} py={{ base: 'xl', sm: 48 }}>
      {created ? (
        <ClassCodeCard schoolId={schoolId} group={created} onAnother={() => setCreated(null)} />
      ) : (
        <ClassForm schoolId={schoolId} onCreated={setCreated} />
      )}
    </Container>
  );
}

function ClassForm({ schoolId, onCreated }: { schoolId: number; onCreated: (group: CreatedGroup) => void }) {
  const create = useCreateClass(schoolId);
  const yearGroups = useYearGroups();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [yearGroupIds, setYearGroupIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      onCreated(
        await create.mutateAsync({
          code,
          description: description.trim() || null,
          yearGroupIds: yearGroupIds.map(Number),
        }),
      );
    } catch (error) {
      const fields = fieldErrorsOf(error) as Partial<Record<Fields, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      const first = (['code', 'description', 'yearGroupIds'] as const).find((f) => fields[f]);
      if (first) document.getElementById(`class-${first}`)?.focus();
    }
  };

  return (
    <>
      <Title order={1}>Add a class</Title>
      <Text className={muted.muted} mt="xs">
        Your students join it with its code: no email addresses needed.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="lg" radius="md">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add a class">
          <Stack gap="md">
            {failure && (
              <StatusAlert tone="error" title="The class was not added" role="alert">
                {failure}
              </StatusAlert>
            )}
            <TextInput
              id="class-code"
              label="Class code"
              description="As your school's timetable names it, for example 8X/Ma1."
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setErrors((x) => ({ ...x, code: undefined }));
              }}
              error={errors.code}
              required
              withAsterisk={false}
              data-autofocus
            />
            <TextInput
              id="class-description"
              label={withOptional('Description', true)}
              description="For example: Year 8 maths, top set."
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={errors.description}
            />
            <MultiSelect
              id="class-yearGroupIds"
              label={withOptional('Year groups', true)}
              placeholder={yearGroupIds.length ? undefined : 'Choose year groups'}
              data={(yearGroups.data?.items ?? []).map((y) => ({
                value: String(y.countryYearGroupId),
                label: y.name,
              }))}
              value={yearGroupIds}
              onChange={setYearGroupIds}
              error={
                errors.yearGroupIds ??
                (yearGroups.isError ? 'The year groups could not be loaded.' : undefined)
              }
              disabled={yearGroups.isPending}
              searchable
              clearable
            />
            <Button type="submit" loading={create.isPending}>
              Add class
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
