import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  type RemoveSchoolTeachersResponse,
  SCHOOL_TEACHERS_TAKE,
  type SchoolTeacherItem,
} from '@mathsight/contract/schools.ts';
import type { MembershipStatus } from '@mathsight/contract/users.ts';
import { IconDotsVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useAnswerTeacher } from '../../../shared/school/api/teachers-waiting.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSetAdministrator } from '../api/change-school-teachers.ts';
import { useSchoolTeachers } from '../api/list-school-teachers.ts';
import { InviteTeachersForm } from './invite-teachers-form.tsx';
import { RemoveTeacherDialog } from './remove-teacher-dialog.tsx';

const nameOf = (t: Pick<SchoolTeacherItem, 'firstName' | 'lastName'>) => `${t.firstName} ${t.lastName}`;

/** Classes left with no teacher by a removal, each linked to where its teachers are chosen. */
function OrphanedClasses({
  schoolId,
  removed,
  onDismiss,
}: {
  schoolId: number;
  removed: { name: string; result: RemoveSchoolTeachersResponse };
  onDismiss: () => void;
}) {
  const classes = removed.result.orphanedClasses;
  return (
    <StatusAlert
      tone={classes.length > 0 ? 'info' : 'success'}
      role="status"
      title={`${removed.name} is no longer a teacher of this school`}
    >
      <Stack gap="xs" align="flex-start">
        {classes.length > 0 ? (
          <>
            <Text size="sm">
              {classes.length === 1 ? 'This class has' : 'These classes have'} no teacher now. Choose who
              teaches {classes.length === 1 ? 'it' : 'them'}:
            </Text>
            <Group component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {classes.map((c) => (
                <li key={c.groupId}>
                  <Anchor component={Link} to={paths.settingsClassTeachersEdit(schoolId, c.groupId)}>
                    Choose teachers for {c.code}
                  </Anchor>
                </li>
              ))}
            </Group>
          </>
        ) : (
          <Text size="sm">Their classes all still have a teacher.</Text>
        )}
        <Button size="xs" variant="default" onClick={onDismiss}>
          Dismiss
        </Button>
      </Stack>
    </StatusAlert>
  );
}

function TeacherActions({
  schoolId,
  teacher,
  isSelf,
  onRemove,
}: {
  schoolId: number;
  teacher: SchoolTeacherItem;
  isSelf: boolean;
  onRemove: () => void;
}) {
  const setAdministrator = useSetAdministrator(schoolId);
  const name = nameOf(teacher);
  const toggle = () =>
    setAdministrator.mutate(
      { teacherId: teacher.teacherId, isSchoolAdministrator: !teacher.isSchoolAdministrator },
      {
        onSuccess: () =>
          showToast({
            id: `administrator-${teacher.teacherId}`,
            color: 'green',
            message: teacher.isSchoolAdministrator
              ? `${name} is no longer an administrator.`
              : `${name} is now an administrator.`,
          }),
        onError: (error) =>
          showToast({
            id: `administrator-${teacher.teacherId}`,
            color: 'red',
            message: errorMessageOf(error),
          }),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Actions for ${name}`}
          loading={setAdministrator.isPending}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={toggle}>
          {teacher.isSchoolAdministrator ? 'Remove administrator' : 'Make administrator'}
        </Menu.Item>
        {!isSelf && (
          <Menu.Item color="red.9" onClick={onRemove}>
            Remove from school
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function WaitingActions({ schoolId, teacher }: { schoolId: number; teacher: SchoolTeacherItem }) {
  const answer = useAnswerTeacher(schoolId);
  const name = nameOf(teacher);
  const respond = (confirm: boolean) =>
    answer.mutate(
      { teacherId: teacher.teacherId, confirm },
      {
        onSuccess: () =>
          showToast({
            id: `teacher-${teacher.teacherId}`,
            color: 'green',
            message: confirm
              ? `${name} can now use the school. We've emailed them.`
              : `You declined ${name}.`,
          }),
        onError: (error) =>
          showToast({ id: `teacher-${teacher.teacherId}`, color: 'red', message: errorMessageOf(error) }),
      },
    );
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Button size="xs" onClick={() => respond(true)} loading={answer.isPending && answer.variables?.confirm}>
        Confirm<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => respond(false)}
        loading={answer.isPending && !answer.variables?.confirm}
      >
        Decline<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
    </Group>
  );
}

function TeacherTable({
  schoolId,
  status,
  canManage,
}: {
  schoolId: number;
  status: MembershipStatus;
  canManage: boolean;
}) {
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<SchoolTeacherItem | null>(null);
  const [removed, setRemoved] = useState<{ name: string; result: RemoveSchoolTeachersResponse } | null>(null);
  const myUserId = useSessionStore((s) => s.user?.userId ?? null);
  const list = useSchoolTeachers(schoolId, status, page);
  const label = status === 'Confirmed' ? "The school's teachers" : 'Teachers waiting to join';
  const navigate = useNavigate();
  const { scope } = useParams();
  // Chosen teachers (Confirmed ones), by id with their names, for the add-classes sub-screens.
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const toggle = (teacher: SchoolTeacherItem) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(teacher.teacherId)) next.delete(teacher.teacherId);
      else next.set(teacher.teacherId, nameOf(teacher));
      return next;
    });
  const openClasses = (screen: 'add-classes' | 'manage-classes') =>
    navigate(paths.settingsPeopleClasses(schoolId, 'teachers', screen, scope), {
      state: { selection: { ids: [...selected.keys()], names: [...selected.values()].slice(0, 20) } },
    });

  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">Loading teachers</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (list.isError && !list.data) {
    return (
      <LoadError
        title="The teachers could not be loaded"
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  }
  const { items, total } = list.data;
  return (
    <Stack gap="md">
      {removed && (
        <OrphanedClasses schoolId={schoolId} removed={removed} onDismiss={() => setRemoved(null)} />
      )}
      {status === 'Confirmed' && items.length > 0 && (
        <Group gap="sm" wrap="wrap" mih={36}>
          <Text size="sm" role="status" data-testid="teacher-selection-count">
            {selected.size === 0
              ? 'No teachers chosen'
              : `${selected.size} ${selected.size === 1 ? 'teacher' : 'teachers'} chosen`}
          </Text>
          {selected.size > 0 && (
            <>
              <Button size="sm" variant="outline" onClick={() => openClasses('add-classes')}>
                Add to classes
              </Button>
              <Button size="sm" variant="outline" onClick={() => openClasses('manage-classes')}>
                Take out of classes
              </Button>
              <Button size="sm" variant="subtle" onClick={() => setSelected(new Map())}>
                Clear choice
              </Button>
            </>
          )}
        </Group>
      )}
      {items.length === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="teachers-empty">
          <Text fw={600}>{status === 'Confirmed' ? 'No teachers yet.' : 'Nobody is waiting to join.'}</Text>
          <Text size="sm" mt={4}>
            {status === 'Confirmed'
              ? 'Invite your colleagues by email below.'
              : 'Teachers who ask to join the school appear here for an administrator to confirm.'}
          </Text>
        </Card>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover aria-label={label} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="50%">
                Name and email
              </Table.Th>
              <Table.Th scope="col">{status === 'Confirmed' ? 'Classes' : 'Asked'}</Table.Th>
              {canManage && (
                <Table.Th scope="col" w={status === 'Confirmed' ? 64 : { base: 100, sm: 190 }}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((teacher) => (
              <Table.Tr key={teacher.teacherId} data-testid="teacher-row">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Group gap="xs" wrap="wrap">
                    {status === 'Confirmed' && (
                      <Checkbox
                        aria-label={`Select ${nameOf(teacher)}`}
                        checked={selected.has(teacher.teacherId)}
                        onChange={() => toggle(teacher)}
                      />
                    )}
                    <Anchor
                      component={Link}
                      to={paths.teacher(schoolId, teacher.teacherId)}
                      fw={600}
                      size="sm"
                    >
                      {nameOf(teacher)}
                    </Anchor>
                    {teacher.isSchoolAdministrator && (
                      <Badge size="sm" variant="outline" color="indigo.9">
                        Administrator
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" className={muted.muted}>
                    {teacher.email ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm">
                    {status === 'Confirmed'
                      ? teacher.classes.map((c) => c.code).join(', ') || 'No classes'
                      : new Date(teacher.createdAt).toLocaleDateString('en-GB', {
                          day: 'numeric',
                          month: 'short',
                          year: 'numeric',
                        })}
                  </Text>
                </Table.Td>
                {canManage && (
                  <Table.Td style={{ textAlign: 'right' }}>
                    {status === 'Confirmed' ? (
                      <TeacherActions
                        schoolId={schoolId}
                        teacher={teacher}
                        isSelf={teacher.userId === myUserId}
                        onRemove={() => setRemoving(teacher)}
                      />
                    ) : (
                      <WaitingActions schoolId={schoolId} teacher={teacher} />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {total > SCHOOL_TEACHERS_TAKE && (
        <PagerFooter
          page={page}
          pageSize={SCHOOL_TEACHERS_TAKE}
          total={total}
          onPageChange={setPage}
          label={label}
        />
      )}
      {removing && (
        <RemoveTeacherDialog
          schoolId={schoolId}
          teacher={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(result) => {
            setRemoved({ name: nameOf(removing), result });
            setRemoving(null);
          }}
        />
      )}
    </Stack>
  );
}

/** `/{schoolId}/settings/teachers`: the school's teachers, run by its administrators (issue 13). */
export function SchoolTeachersPage() {
  usePageTitle('Teachers');
  const schoolId = useSessionStore((s) => s.schoolId);
  const school = useSessionStore((s) => s.currentSchool);
  const isAdministrator = school?.teacher.isSchoolAdministrator ?? false;
  const [tab, setTab] = useState<MembershipStatus>('Confirmed');
  if (schoolId === null) return null;
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1}>Teachers</Title>
        <Text className={muted.muted} mt={4}>
          {isAdministrator
            ? `Everyone who teaches at ${school?.name ?? 'your school'} on Mathsight. Invite colleagues, confirm those who ask to join, and choose the administrators.`
            : `Everyone who teaches at ${school?.name ?? 'your school'} on Mathsight. Only the school's administrators can change this list.`}
        </Text>
      </div>
      {isAdministrator ? (
        <Tabs
          value={tab}
          onChange={(value) => setTab(value === 'Pending' ? 'Pending' : 'Confirmed')}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="Confirmed">Confirmed</Tabs.Tab>
            <Tabs.Tab value="Pending">Waiting</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="Confirmed" pt="md">
            <TeacherTable schoolId={schoolId} status="Confirmed" canManage />
          </Tabs.Panel>
          <Tabs.Panel value="Pending" pt="md">
            <TeacherTable schoolId={schoolId} status="Pending" canManage />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <TeacherTable schoolId={schoolId} status="Confirmed" canManage={false} />
      )}
      {isAdministrator && <InviteTeachersForm schoolId={schoolId} />}
    </Stack>
  );
}
