import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { GroupDetail } from '@mathsight/contract/groups.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { useClassWork } from '../api/class-work.ts';
import { useClassStudents } from '../api/get-class.ts';
import { studentsCount, useClassContext } from './class-context.ts';
import { ClassFrame } from './class-frame.tsx';

/** The views of a class's page, by the address's last segment. */
export const CLASS_VIEWS = ['students', 'work'] as const;
export type ClassView = (typeof CLASS_VIEWS)[number];
export const classViewOf = (path: string | undefined): ClassView => (path === 'work' ? 'work' : 'students');

function Students({ groupId }: { groupId: number }) {
  const students = useClassStudents(groupId);
  return (
    <ListStates
      read={students}
      noun="the students"
      loadingRows={1}
      rowHeight={160}
      isEmpty={(data) => data.items.length === 0}
      empty={<Text>No students in this class yet. Share its code, or add students of the school.</Text>}
    >
      {(data) => (
        <List spacing={4} aria-label="Students" data-testid="class-students">
          {data.items.map((s) => (
            <List.Item key={s.studentId}>
              {s.lastName}, {s.firstName}
            </List.Item>
          ))}
        </List>
      )}
    </ListStates>
  );
}

function WorkList({
  schoolId,
  groupId,
  tab,
}: {
  schoolId: number;
  groupId: number;
  tab: 'Upcoming' | 'Done';
}) {
  const work = useClassWork(schoolId, groupId, tab);
  const heading = tab === 'Upcoming' ? 'Coming up' : 'Recently finished';
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {heading}
      </Title>
      <ListStates
        read={work}
        noun={heading.toLowerCase()}
        errorTitle="The work could not be loaded"
        loadingRows={1}
        rowHeight={80}
        isEmpty={(data) => data.items.length === 0}
        empty={<Text size="sm">{tab === 'Upcoming' ? 'No work coming up.' : 'No finished work yet.'}</Text>}
      >
        {(data) => (
          <List spacing={6}>
            {data.items.map((a) => (
              <List.Item key={a.assignmentId}>
                <Anchor component={Link} to={paths.planAssignment(schoolId, a.assignmentId)}>
                  {a.name}
                </Anchor>{' '}
                <Text span size="sm" c="gray.8">
                  due {formatSchoolDate(a.endDate)} · {a.completedCount} of {a.studentCount} done
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </ListStates>
    </Stack>
  );
}

function ClassOverview({ schoolId, group, view }: { schoolId: number; group: GroupDetail; view: ClassView }) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="wrap">
        {group.yearGroups.map((y) => (
          <Badge key={y.countryYearGroupId} variant="outline" color="indigo.9">
            {y.name}
          </Badge>
        ))}
        {group.departmentName && (
          <Badge variant="outline" color="gray.8">
            {group.departmentName}
          </Badge>
        )}
        <Text size="sm">
          {studentsCount(group.counts.students)} · taught by{' '}
          {group.teachers.map((t) => `${t.firstName} ${t.lastName}`).join(', ') || 'nobody yet'}
        </Text>
      </Group>
      <Group gap="lg" wrap="wrap">
        <Anchor component={Link} to={paths.settingsClass(schoolId, group.groupId)}>
          Edit the class
        </Anchor>
        <Anchor component={Link} to={paths.classStudentsEdit(schoolId, group.groupId)}>
          Add or remove students
        </Anchor>
        <Anchor component={Link} to={paths.classStudentsMove(schoolId, group.groupId)}>
          Move students
        </Anchor>
        <Anchor component={Link} to={`${paths.classSwitch(schoolId, group.groupId)}?view=${view}`}>
          Switch class
        </Anchor>
        <Anchor component={Link} to={paths.liveLessonStart(schoolId, { groupId: group.groupId })}>
          Start a live lesson
        </Anchor>
      </Group>
      <Tabs
        value={view}
        onChange={(v) =>
          navigate(paths.classPage(schoolId, group.groupId, v === 'work' ? 'work' : undefined))
        }
      >
        <Tabs.List>
          <Tabs.Tab value="students">Students</Tabs.Tab>
          <Tabs.Tab value="work">Set work</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" mt="md">
          <Tabs.Panel value="students">
            <Students groupId={group.groupId} />
          </Tabs.Panel>
          <Tabs.Panel value="work">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <WorkList schoolId={schoolId} groupId={group.groupId} tab="Upcoming" />
              <WorkList schoolId={schoolId} groupId={group.groupId} tab="Done" />
            </SimpleGrid>
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Stack>
  );
}

/**
 * `/{schoolId}/classes/{groupId}/{path?}`: one class's page: its year groups, department and
 * teachers, its students (the default view) or its recent set work (`…/work`), with links to edit
 * it, its students and to switch class keeping the view.
 */
export function ClassPage() {
  const { schoolId, groupId } = useClassContext();
  const view = classViewOf(useParams().path);
  return (
    <ClassFrame
      groupId={groupId}
      pageTitle="Class"
      title={(code) => `Class ${code}`}
      back={{ to: paths.settings(schoolId), label: 'Your classes' }}
    >
      {(group) => <ClassOverview schoolId={schoolId} group={group} view={view} />}
    </ClassFrame>
  );
}
