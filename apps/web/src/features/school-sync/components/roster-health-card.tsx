import { Anchor, Card, Group, List, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RosterHealth } from '@mathsight/contract/school-sync.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One loose end: its count, the first few it names (each a link to its fix where the reader may), and the way to all of them. */
function LooseEnd({
  title,
  count,
  names,
  more,
  fix,
}: {
  title: string;
  count: number;
  names: Array<{ key: number; node: ReactNode }>;
  more: string;
  fix?: ReactNode;
}) {
  return (
    <Stack gap={4} component="li" data-testid="loose-end">
      <Group gap="xs">
        <Text
          component="span"
          fw={700}
          miw={36}
          ta="center"
          px={6}
          bg={count === 0 ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-orange-1)'}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {count}
        </Text>
        <Text fw={600}>{title}</Text>
      </Group>
      {count > 0 && (
        <>
          <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {names.map(({ key, node }, i) => (
              <li key={key}>
                <Text size="sm" component="span">
                  {node}
                  {i < names.length - 1 ? ',' : count > names.length ? ` ${more}` : ''}
                </Text>
              </li>
            ))}
          </Group>
          {fix}
        </>
      )}
    </Stack>
  );
}

/**
 * The roster's health: how many students and classes, and what is loose (students in no class, classes
 * with no students or no teacher, archived students), each linked to where it is fixed. The fixes
 * are administrators' screens; other teachers see the same facts without the links.
 */
export function RosterHealthCard({
  schoolId,
  health,
  isAdministrator,
}: {
  schoolId: number;
  health: RosterHealth | undefined;
  isAdministrator: boolean;
}) {
  if (!health) return <Skeleton height={220} radius="md" aria-hidden />;
  const {
    studentsWithoutClass: noClass,
    classesWithoutStudents: empty,
    classesWithoutTeacher: untaught,
  } = health;
  const andMore = (count: number, shown: number) => `and ${count - shown} more`;
  // The students list is every Confirmed teacher's (administrators archive and change anyone there).
  const studentsLink = (label: string) => (
    <Anchor component={Link} to={paths.settingsStudents(schoolId)} size="sm">
      {label}
    </Anchor>
  );
  const allClear = noClass.count === 0 && empty.count === 0 && untaught.count === 0;
  // A loose end's classes: for administrators each links to where it is put right.
  const classNames = (
    classes: ReadonlyArray<{ groupId: number; code: string }>,
    fixAt: (groupId: number) => string,
    fix: string,
  ) =>
    classes.map((c) => ({
      key: c.groupId,
      node: isAdministrator ? (
        <Anchor component={Link} to={fixAt(c.groupId)} size="sm">
          {c.code}
          <VisuallyHidden>: {fix}</VisuallyHidden>
        </Anchor>
      ) : (
        c.code
      ),
    }));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="roster-health">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            The roster now
          </Title>
          <Text mt={4}>
            {plural(health.studentCount, 'active student', 'active students')} in{' '}
            {plural(health.classCount, 'class', 'classes')}
            {health.archivedStudentCount > 0 &&
              `, and ${plural(health.archivedStudentCount, 'archived student', 'archived students')}`}
            .
          </Text>
          {allClear && (
            <Text size="sm" mt={4} className={muted.muted}>
              Nothing is loose: every student is in a class, and every class has students and a teacher.
            </Text>
          )}
        </div>
        <List listStyleType="none" spacing="md" p={0} m={0} aria-label="What needs attention">
          <LooseEnd
            title="Students in no class"
            count={noClass.count}
            more={andMore(noClass.count, noClass.first.length)}
            names={noClass.first.map((s) => ({ key: s.studentId, node: `${s.firstName} ${s.lastName}` }))}
            fix={studentsLink('Put them into classes from Students')}
          />
          <LooseEnd
            title="Classes with no students"
            count={empty.count}
            more={andMore(empty.count, empty.first.length)}
            names={classNames(
              empty.first,
              (groupId) => paths.classStudentsEdit(schoolId, groupId),
              'add students',
            )}
          />
          <LooseEnd
            title="Classes with no teacher"
            count={untaught.count}
            more={andMore(untaught.count, untaught.first.length)}
            names={classNames(
              untaught.first,
              (groupId) => paths.settingsClassTeachersEdit(schoolId, groupId),
              'choose teachers',
            )}
          />
          <LooseEnd
            title="Archived students"
            count={health.archivedStudentCount}
            more=""
            names={[]}
            fix={studentsLink('See them in Students (show Archived)')}
          />
        </List>
      </Stack>
    </Card>
  );
}
