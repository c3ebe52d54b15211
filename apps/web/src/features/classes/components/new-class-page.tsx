import {
  Autocomplete,
  Button,
  Container,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { CreatedGroup } from '@mathsight/contract/schools.ts';
import { type FormEvent, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { parseSchoolId } from '../../../shared/routing/paths.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useCreateClass } from '../api/create-class.ts';
import { useYearGroups } from '../api/year-groups.ts';
import codeCard from './class-code-card.module.css';
import { ClassCodeCard } from './class-code-card.tsx';
import { StudentsStep } from './students-step.tsx';
import { TeachersStep } from './teachers-step.tsx';

type Fields = 'code' | 'description' | 'departmentName' | 'yearGroupIds';

type Step = 'students' | 'teachers' | 'code';
const STEPS: Record<Step, number> = { students: 2, teachers: 3, code: 4 };

/**
 * /{schoolId}/classes/new (and /add), the join-class flow of spec §3 in four steps: the class
 * (code, description, department, year groups); its students, typed or pasted, with sign-in cards;
 * its co-teachers, chosen or invited by email; then its invitation code, big enough for the board
 * and printable, with the way to set its first work. Students and co-teachers may be skipped.
 */
export function NewClassPage() {
  const schoolId = parseSchoolId(useParams().schoolId) ?? 0;
  const [created, setCreated] = useState<CreatedGroup | null>(null);
  const [step, setStep] = useState<Step>('students');
  usePageTitle(created ? `Class ${created.code}` : 'New class');
  const headingRef = useRef<HTMLParagraphElement>(null);
  const go = (next: Step) => {
    setStep(next);
    // Each step replaces the last: say where the reader is now.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  return (
    <Container size={created && step === 'students' ? 880 : 640} py={{ base: 'xl', sm: 48 }}>
      <Text ref={headingRef} tabIndex={-1} size="sm" className={`${muted.muted} ${codeCard.noPrint}`} mb="xs">
        Step {created ? STEPS[step] : 1} of 4
      </Text>
      {!created && (
        <ClassForm
          schoolId={schoolId}
          onCreated={(group) => {
            setCreated(group);
            go('students');
          }}
        />
      )}
      {created && step === 'students' && <StudentsStep group={created} onDone={() => go('teachers')} />}
      {created && step === 'teachers' && <TeachersStep group={created} onDone={() => go('code')} />}
      {created && step === 'code' && (
        <ClassCodeCard schoolId={schoolId} group={created} onAnother={() => setCreated(null)} />
      )}
    </Container>
  );
}

function ClassForm({ schoolId, onCreated }: { schoolId: number; onCreated: (group: CreatedGroup) => void }) {
  const create = useCreateClass(schoolId);
  const yearGroups = useYearGroups();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [departmentName, setDepartmentName] = useState('Mathematics');
  const me = useMe(schoolId);
  // The departments the school's classes already use (a school starts with Mathematics).
  const departments = [
    ...new Set([
      'Mathematics',
      ...(me.data?.groups ?? []).flatMap((g) => (g.departmentName ? [g.departmentName] : [])),
    ]),
  ].sort();
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
          departmentName: departmentName.trim() || null,
          yearGroupIds: yearGroupIds.map(Number),
        }),
      );
    } catch (error) {
      const fields = fieldErrorsOf(error) as Partial<Record<Fields, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      const first = (['code', 'description', 'departmentName', 'yearGroupIds'] as const).find(
        (f) => fields[f],
      );
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
            <Autocomplete
              id="class-departmentName"
              label={withOptional('Department', true)}
              description="Choose one, or type a new department's name."
              data={departments}
              value={departmentName}
              onChange={setDepartmentName}
              error={errors.departmentName}
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
