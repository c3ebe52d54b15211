import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { GroupDetail } from '@mathsight/contract/groups.ts';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { type ListRead, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useChangeClassStudents, useSchoolStudentSearch } from '../api/change-class-students.ts';
import { useClassStudents } from '../api/get-class.ts';
import { studentsCount, useClassContext } from './class-context.ts';
import { ClassFrame } from './class-frame.tsx';
import { StudentPicker } from './student-picker.tsx';

/**
 * A picker's students loading (one grey block, "Loading <noun>") or failed ("<Noun> could not be loaded",
 * Try again); the picker itself says when there is no one to choose.
 */
function PickerStates<T>({
  read,
  noun,
  children,
}: {
  read: ListRead<T>;
  noun: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <ListStates
      read={read}
      noun={noun}
      errorTitle={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} could not be loaded`}
      loadingRows={1}
      rowHeight={120}
      isEmpty={() => false}
      empty={null}
    >
      {children}
    </ListStates>
  );
}

function Members({ group }: { group: GroupDetail }) {
  const members = useClassStudents(group.groupId);
  const change = useChangeClassStudents(group.groupId);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const onRemove = async () => {
    setFailure(null);
    try {
      const { count } = await change.mutateAsync({ kind: 'remove', studentIds: [...chosen] });
      setChosen(new Set());
      showToast({
        id: 'class-students-removed',
        message: `Took ${studentsCount(count)} out of ${group.code}.`,
      });
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          In the class
        </Title>
        {failure && (
          <StatusAlert tone="error" title="Nobody was taken out" role="alert">
            {failure}
          </StatusAlert>
        )}
        <PickerStates read={members} noun="the class's students">
          {(data) => (
            <StudentPicker
              label="Choose students to take out of the class"
              students={data.items}
              chosen={chosen}
              onChange={setChosen}
              empty="No students in this class yet: add some below."
            />
          )}
        </PickerStates>
        <Group>
          <Button
            variant="outline"
            color="red.9"
            disabled={chosen.size === 0}
            loading={change.isPending}
            onClick={() => void onRemove()}
          >
            Take {chosen.size === 0 ? 'students' : studentsCount(chosen.size)} out
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AddStudents({ schoolId, group }: { schoolId: number; group: GroupDetail }) {
  const [searchInput, setSearchInput] = useState('');
  const [searchText] = useDebouncedValue(searchInput.trim(), 300);
  const found = useSchoolStudentSearch(schoolId, searchText);
  const members = useClassStudents(group.groupId);
  const change = useChangeClassStudents(group.groupId);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const inClass = new Set((members.data?.items ?? []).map((s) => s.studentId));
  const candidates = (found.data?.items ?? [])
    .filter((s) => !inClass.has(s.studentId))
    .map((s) => ({ ...s, note: s.groups.map((g) => g.code).join(', ') || 'No class' }));
  const onAdd = async () => {
    setFailure(null);
    try {
      const { count } = await change.mutateAsync({ kind: 'add', studentIds: [...chosen] });
      setChosen(new Set());
      showToast({ id: 'class-students-added', message: `Added ${studentsCount(count)} to ${group.code}.` });
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          Add students of the school
        </Title>
        {failure && (
          <StatusAlert tone="error" title="Nobody was added" role="alert">
            {failure}
          </StatusAlert>
        )}
        <TextInput
          label="Find students"
          placeholder="Name or username"
          value={searchInput}
          onChange={(e) => setSearchInput(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
        />
        <PickerStates read={found} noun="the school's students">
          {() => (
            <StudentPicker
              label="Choose students to add"
              students={candidates}
              chosen={chosen}
              onChange={setChosen}
              empty={
                searchText
                  ? 'No student of the school matches who is not in the class.'
                  : 'Every student shown is in the class already.'
              }
            />
          )}
        </PickerStates>
        <Group>
          <Button disabled={chosen.size === 0} loading={change.isPending} onClick={() => void onAdd()}>
            Add {chosen.size === 0 ? 'students' : studentsCount(chosen.size)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/{schoolId}/classes/{groupId}/students/edit`: take students out of the class, or add the school's students to it. */
export function ClassStudentsPage() {
  const { schoolId, groupId } = useClassContext();
  return (
    <ClassFrame
      groupId={groupId}
      pageTitle="Class students"
      title={(code) => `Students of ${code}`}
      intro="Students taken out stay in the school with their past answers; the class's open work they had not started goes. Students added take part in the class's current work."
      back={{ to: paths.settingsClass(schoolId, groupId), label: 'Back to the class' }}
    >
      {(group) => (
        <Stack gap="lg">
          <Members group={group} />
          <AddStudents schoolId={schoolId} group={group} />
        </Stack>
      )}
    </ClassFrame>
  );
}
