import { Badge, Button, Checkbox, Table, VisuallyHidden } from '@mantine/core';
import type { SchoolStudent } from '@mathsight/contract/school-students.ts';
import { IconPencil } from '@tabler/icons-react';
import { StudentPlacementCells } from '../../../shared/students/student-class-cells.tsx';
import { VirtualListTable } from '../../../shared/ui/list-kit/virtual-list-table.tsx';

const COLUMNS = 6;

function StudentRow({
  student,
  selected,
  canEdit,
  onToggle,
  onEdit,
  measure,
  index,
}: {
  student: SchoolStudent;
  selected: boolean;
  canEdit: boolean;
  onToggle: (student: SchoolStudent) => void;
  onEdit: (student: SchoolStudent) => void;
  measure: (node: Element | null) => void;
  index: number;
}) {
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <Table.Tr
      data-testid="student-row"
      data-index={index}
      ref={measure}
      bg={selected ? 'var(--mantine-color-indigo-light)' : undefined}
    >
      <Table.Td w={40}>
        <Checkbox aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(student)} />
      </Table.Td>
      <Table.Th scope="row" fw={600}>
        {student.lastName}, {student.firstName}
        {student.isArchived && (
          <Badge ml="xs" size="sm" variant="outline" color="gray.8">
            Archived
          </Badge>
        )}
      </Table.Th>
      <Table.Td>{student.userName}</Table.Td>
      <StudentPlacementCells student={student} />
      <Table.Td w={56}>
        {canEdit && (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(student)}
            px={6}
          >
            <IconPencil size={16} aria-hidden />
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The school's students as loaded so far (50 at a time): only the rows in view are drawn, and the
 * next 50 load as the reader nears the end (`onNearEnd`), so 2,000 scroll smoothly.
 */
export function StudentsTable({
  items,
  total,
  busy,
  isChosen,
  onToggle,
  onToggleShown,
  canEdit,
  onEdit,
  onNearEnd,
}: {
  items: SchoolStudent[];
  total: number;
  busy: boolean;
  isChosen: (studentId: number) => boolean;
  onToggle: (student: SchoolStudent) => void;
  onToggleShown: () => void;
  canEdit: (student: SchoolStudent) => boolean;
  onEdit: (student: SchoolStudent) => void;
  onNearEnd?: () => void;
}) {
  const shownChosen = items.filter((s) => isChosen(s.studentId)).length;
  const allShown = items.length > 0 && shownChosen === items.length;
  return (
    <VirtualListTable
      label="Students"
      items={items}
      total={total}
      busy={busy}
      minWidth={640}
      columns={COLUMNS}
      scrollTestId="students-scroller"
      shownTestId="students-shown"
      rowName={{ one: 'student', many: 'students' }}
      onNearEnd={onNearEnd}
      rowKey={(student) => student.studentId}
      head={
        <>
          <Table.Th w={40}>
            <Checkbox
              aria-label="Select every student shown"
              checked={allShown}
              indeterminate={shownChosen > 0 && !allShown}
              onChange={onToggleShown}
            />
          </Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Username</Table.Th>
          <Table.Th>Classes</Table.Th>
          <Table.Th>Year</Table.Th>
          <Table.Th w={56}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      row={(student, index, measure) => (
        <StudentRow
          index={index}
          measure={measure}
          student={student}
          selected={isChosen(student.studentId)}
          canEdit={canEdit(student)}
          onToggle={onToggle}
          onEdit={onEdit}
        />
      )}
    />
  );
}
