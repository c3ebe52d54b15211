import { Checkbox, Stack, Text } from '@mantine/core';

/** A list of students to choose from, each a labelled checkbox; the chosen ids are held by the caller. */
export function StudentPicker({
  label,
  students,
  chosen,
  onChange,
  empty,
}: {
  label: string;
  students: Array<{ studentId: number; firstName: string; lastName: string; note?: string }>;
  chosen: Set<number>;
  onChange: (chosen: Set<number>) => void;
  empty: string;
}) {
  if (students.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <Checkbox.Group
      label={label}
      value={[...chosen].map(String)}
      onChange={(v) => onChange(new Set(v.map(Number)))}
    >
      <Stack gap={6} mt="xs">
        {students.map((s) => (
          <Checkbox
            key={s.studentId}
            value={String(s.studentId)}
            label={`${s.lastName}, ${s.firstName}`}
            description={s.note}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
