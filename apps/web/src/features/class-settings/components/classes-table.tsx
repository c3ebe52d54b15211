import { Anchor, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SchoolGroup } from '@mathsight/contract/groups.ts';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';

const teacherNames = (group: SchoolGroup) =>
  group.teachers.map((t) => `${t.firstName} ${t.lastName}`).join(', ') || 'No teacher';

/** The classes with their department, years, teachers and students; edit (and delete) each. */
export function ClassesTable({
  schoolId,
  groups,
  onDelete,
  label,
}: {
  schoolId: number;
  groups: SchoolGroup[];
  /** Offers Delete on each row when given. */
  onDelete?: (group: SchoolGroup) => void;
  label: string;
}) {
  return (
    <ListTable label={label} minWidth={640} striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Class</Table.Th>
          <Table.Th>Department</Table.Th>
          <Table.Th>Year</Table.Th>
          <Table.Th>Teachers</Table.Th>
          <Table.Th ta="right">Students</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((group) => (
          <Table.Tr key={group.groupId} data-testid="class-row">
            <Table.Th scope="row">
              <Anchor component={Link} to={paths.classPage(schoolId, group.groupId)} fw={600}>
                {group.code}
              </Anchor>
              {group.description && (
                <Text size="xs" c="gray.8">
                  {group.description}
                </Text>
              )}
            </Table.Th>
            <Table.Td>{group.departmentName ?? '–'}</Table.Td>
            <Table.Td>{group.yearGroups.map((y) => y.name).join(', ') || '–'}</Table.Td>
            <Table.Td>{teacherNames(group)}</Table.Td>
            <Table.Td ta="right">{group.studentCount}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  component={Link}
                  to={paths.settingsClass(schoolId, group.groupId)}
                  size="xs"
                  variant="default"
                  aria-label={`Edit ${group.code}`}
                >
                  Edit
                </Button>
                {onDelete && (
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    onClick={() => onDelete(group)}
                    aria-label={`Delete ${group.code}`}
                  >
                    Delete
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
