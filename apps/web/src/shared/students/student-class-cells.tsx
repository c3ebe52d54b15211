import { Table } from '@mantine/core';

/** What a student row shows of the classes and year groups a student is in. */
export interface StudentPlacement {
  groups: { code: string }[];
  yearGroups: { name: string }[];
}

/**
 * A student row's "Classes" and "Year" cells, the same in every list of students: the class codes and
 * year names joined by commas, or a dash when there are none.
 */
export function StudentPlacementCells({ student }: { student: StudentPlacement }) {
  return (
    <>
      <Table.Td>{student.groups.map((g) => g.code).join(', ') || '–'}</Table.Td>
      <Table.Td>{student.yearGroups.map((y) => y.name).join(', ') || '–'}</Table.Td>
    </>
  );
}
