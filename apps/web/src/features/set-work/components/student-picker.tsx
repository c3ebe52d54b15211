import { Anchor, Button, Checkbox, Group, Loader, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useGroupStudents } from '../api/list-group-students.ts';
import { useSetWorkStore } from '../state/set-work-store.ts';

/**
 * One chosen class's "who in it": everyone (the default) or some students, picked from the class
 * list. The list loads only when the teacher asks to choose.
 */
export function StudentPicker({ groupId, code }: { groupId: number; code: string }) {
  const picked = useSetWorkStore((s) => s.pickedStudents[groupId]);
  const pickStudents = useSetWorkStore((s) => s.pickStudents);
  const [open, setOpen] = useState(picked !== undefined);
  const roster = useGroupStudents(groupId, open);
  const students = roster.data?.items ?? [];
  const listId = `set-work-students-${groupId}`;

  const everyone = () => {
    pickStudents(groupId, null);
    setOpen(false);
  };
  const chosen = new Set(picked ?? students.map((s) => s.studentId));

  return (
    <Stack gap={6} data-testid="set-work-student-picker">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          <strong>{code}:</strong>{' '}
          {picked === undefined
            ? 'everyone in the class'
            : `${picked.length} of ${students.length || '…'} ${students.length === 1 ? 'student' : 'students'}`}
        </Text>
        {open ? (
          <Button variant="subtle" size="compact-sm" onClick={everyone}>
            Set for everyone in {code}
          </Button>
        ) : (
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
            Choose students in {code}
          </Button>
        )}
      </Group>
      {open && (
        <div id={listId}>
          {roster.isPending && <Loader size="sm" aria-label={`Loading the students of ${code}`} />}
          {roster.isError && (
            <LoadError
              title={`The students of ${code} could not be loaded`}
              message="Please try again in a moment."
            />
          )}
          {roster.data && students.length === 0 && (
            <Text size="sm" className={muted.muted}>
              {code} has no students yet.
            </Text>
          )}
          {students.length > 0 && (
            <Stack gap={6}>
              <Group gap="md">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    pickStudents(
                      groupId,
                      students.map((s) => s.studentId),
                    )
                  }
                >
                  Select all
                </Anchor>
                <Anchor component="button" type="button" size="sm" onClick={() => pickStudents(groupId, [])}>
                  Select none
                </Anchor>
              </Group>
              <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
                <Checkbox.Group
                  label={`Students in ${code}`}
                  value={[...chosen].map(String)}
                  onChange={(values) => pickStudents(groupId, values.map(Number))}
                >
                  <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6} mt={6}>
                    {students.map((s) => (
                      <Checkbox
                        key={s.studentId}
                        value={String(s.studentId)}
                        label={`${s.firstName} ${s.lastName}`}
                        size="sm"
                      />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              </ScrollArea.Autosize>
            </Stack>
          )}
        </div>
      )}
    </Stack>
  );
}
