import { Container, Paper, Text, Title } from '@mantine/core';
import type { CreatedGroup } from '@mathsight/contract/schools.ts';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { departmentsOf } from '../../../shared/classes/class-fields.tsx';
import { ClassForm } from '../../../shared/classes/class-form.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { parseSchoolId } from '../../../shared/routing/paths.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { useCreateClass } from '../api/create-class.ts';
import codeCard from './class-code-card.module.css';
import { ClassCodeCard } from './class-code-card.tsx';
import { StudentsStep } from './students-step.tsx';
import { TeachersStep } from './teachers-step.tsx';

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
        <NewClassForm
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

function NewClassForm({
  schoolId,
  onCreated,
}: {
  schoolId: number;
  onCreated: (group: CreatedGroup) => void;
}) {
  const create = useCreateClass(schoolId);
  const me = useMe(schoolId);
  return (
    <>
      <Title order={1}>Add a class</Title>
      <Text className={muted.muted} mt="xs">
        Your students join it with its code: no email addresses needed.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="lg" radius="md">
        <ClassForm
          initialValues={{ code: '', description: '', departmentName: 'Mathematics', yearGroupIds: [] }}
          save={create.mutateAsync}
          onSaved={(group) => {
            onCreated(group);
            return undefined;
          }}
          saving={create.isPending}
          label="Add a class"
          failureTitle="The class was not added"
          submitLabel="Add class"
          departments={departmentsOf(me.data?.groups ?? [])}
          autoFocus
        />
      </Paper>
    </>
  );
}
