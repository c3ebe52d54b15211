import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
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
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { SelectionBar } from '../../../shared/ui/list-kit/selection-bar.tsx';
import { useSelection } from '../../../shared/ui/list-kit/use-selection.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { useSchoolTeachers } from '../api/list-school-teachers.ts';
import { InviteTeachersForm } from './invite-teachers-form.tsx';
import { nameOf, OrphanedClasses, TeacherActions, WaitingActions } from './teacher-actions.tsx';

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
  const selection = useSelection<string>();
  const selected = selection.chosen;
  const openClasses = (screen: 'add-classes' | 'manage-classes') =>
    navigate(paths.settingsPeopleClasses(schoolId, 'teachers', screen, scope), {
      state: { selection: { ids: [...selected.keys()], names: [...selected.values()].slice(0, 20) } },
    });

  return (
    <Stack gap="md">
      {removed && (
        <OrphanedClasses schoolId={schoolId} removed={removed} onDismiss={() => setRemoved(null)} />
      )}
      {status === 'Confirmed' && (list.data?.items.length ?? 0) > 0 && (
        <Group mih={36}>
          <SelectionBar
            size={selected.size}
            count={(n) => `${n} ${n === 1 ? 'teacher' : 'teachers'}`}
            noun="teachers"
            onClear={selection.clear}
            testId="teacher-selection-count"
          >
            {selected.size > 0 && (
              <>
                <Button size="sm" variant="outline" onClick={() => openClasses('add-classes')}>
                  Add to classes
                </Button>
                <Button size="sm" variant="outline" onClick={() => openClasses('manage-classes')}>
                  Take out of classes
                </Button>
              </>
            )}
          </SelectionBar>
        </Group>
      )}
      <ListStates
        read={list}
        noun="teachers"
        loadingRows={3}
        rowHeight={44}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <ListEmpty
            title={status === 'Confirmed' ? 'No teachers yet.' : 'Nobody is waiting to join.'}
            testId="teachers-empty"
          >
            <Text size="sm">
              {status === 'Confirmed'
                ? 'Invite your colleagues by email below.'
                : 'Teachers who ask to join the school appear here for an administrator to confirm.'}
            </Text>
          </ListEmpty>
        }
      >
        {({ items, total }) => (
          <>
            <ListTable label={label} verticalSpacing="sm" highlightOnHover layout="fixed">
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
                            onChange={() => selection.toggle(teacher.teacherId, nameOf(teacher))}
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
            </ListTable>
            {total > SCHOOL_TEACHERS_TAKE && (
              <PagerFooter
                page={page}
                pageSize={SCHOOL_TEACHERS_TAKE}
                total={total}
                onPageChange={setPage}
                label={label}
              />
            )}
          </>
        )}
      </ListStates>
      {removing && (
        <Suspense fallback={null}>
          <RemoveTeacherDialog
            schoolId={schoolId}
            teacher={removing}
            onClose={() => setRemoving(null)}
            onRemoved={(result) => {
              setRemoved({ name: nameOf(removing), result });
              setRemoving(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

// Downloads when first opened (issue 26 point 4: light pages).
const RemoveTeacherDialog = lazy(async () => ({
  default: (await import('./remove-teacher-dialog.tsx')).RemoveTeacherDialog,
}));

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
