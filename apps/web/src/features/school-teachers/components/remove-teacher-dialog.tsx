import { Loader, Stack, Text } from '@mantine/core';
import type { RemoveSchoolTeachersResponse, SchoolTeacherItem } from '@mathsight/contract/schools.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { DestructiveActions } from '../../../shared/ui/destructive-actions.tsx';
import { useRemoveTeachers } from '../api/change-school-teachers.ts';
import { useAllConfirmedTeachers } from '../api/list-school-teachers.ts';

/** The teacher's classes that nobody else teaches, when every teacher is known (else null). */
export function classesLeftWithoutTeacher(
  teacher: SchoolTeacherItem,
  everyone: { items: SchoolTeacherItem[]; total: number } | undefined,
): string[] | null {
  if (!everyone || everyone.items.length < everyone.total) return null;
  const taughtByOthers = new Set(
    everyone.items
      .filter((t) => t.teacherId !== teacher.teacherId)
      .flatMap((t) => t.classes.map((c) => c.groupId)),
  );
  return teacher.classes.filter((c) => !taughtByOthers.has(c.groupId)).map((c) => c.code);
}

/** "Remove from school": says that their classes stay, and which of them will have no teacher. */
export function RemoveTeacherDialog({
  schoolId,
  teacher,
  onClose,
  onRemoved,
}: {
  schoolId: number;
  teacher: SchoolTeacherItem;
  onClose: () => void;
  onRemoved: (result: RemoveSchoolTeachersResponse) => void;
}) {
  const remove = useRemoveTeachers(schoolId);
  const everyone = useAllConfirmedTeachers(schoolId, teacher.classes.length > 0);
  const name = `${teacher.firstName} ${teacher.lastName}`;
  const alone = classesLeftWithoutTeacher(teacher, everyone.data);
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={`Remove ${name} from the school?`}
      size="md"
      busy={remove.isPending}
    >
      <Stack gap="md">
        <Text size="sm">
          {name} will no longer see the school's classes or results. Their classes stay with the school, with
          the work they set and their students' answers.
        </Text>
        {teacher.classes.length > 0 &&
          (everyone.isPending ? (
            <Loader size="sm" aria-label="Checking their classes" />
          ) : alone === null ? (
            <Text size="sm">Any of their classes with no other teacher will need one: we'll list them.</Text>
          ) : alone.length > 0 ? (
            <Text size="sm" fw={600}>
              {alone.join(', ')} will have no teacher: you can choose {alone.length === 1 ? 'one' : 'them'}{' '}
              next.
            </Text>
          ) : (
            <Text size="sm">Their classes all have another teacher.</Text>
          ))}
        <DestructiveActions
          failedTitle={`${name} was not removed`}
          error={remove.isError ? remove.error : null}
          pending={remove.isPending}
          onCancel={onClose}
          onConfirm={() => remove.mutate([teacher.teacherId], { onSuccess: onRemoved })}
        >
          Remove {name}
        </DestructiveActions>
      </Stack>
    </AppDialog>
  );
}
