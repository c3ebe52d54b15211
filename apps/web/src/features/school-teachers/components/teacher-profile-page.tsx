import { Anchor, Badge, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TeacherProfile } from '@mathsight/contract/schools.ts';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ListEmpty } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useTeacherProfile } from '../api/teacher-profile.ts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const KIND_LABELS: Record<string, string> = {
  TopicQuiz: 'Topic quiz',
  DiagnosticQuiz: 'Diagnostic',
  RetrievalPractice: 'Retrieval practice',
};

function Profile({ schoolId, profile }: { schoolId: number; profile: TeacherProfile }) {
  const name = [profile.title, profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={paths.settingsTeachers(schoolId)} size="sm">
          All teachers
        </Anchor>
        <Title order={1} mt={4}>
          {name}
        </Title>
        <Group gap="xs" mt="xs">
          <Badge variant="outline" color={profile.isSchoolAdministrator ? 'indigo.9' : 'gray.8'}>
            {profile.isSchoolAdministrator ? 'Administrator' : 'Teacher'}
          </Badge>
          <Badge
            variant="outline"
            color={profile.schoolMembershipStatus === 'Confirmed' ? 'teal.9' : 'gray.8'}
          >
            {profile.schoolMembershipStatus === 'Confirmed' ? 'Confirmed' : 'Waiting to be confirmed'}
          </Badge>
        </Group>
        <Text mt="xs">
          {profile.email ? (
            <Anchor href={`mailto:${profile.email}`}>{profile.email}</Anchor>
          ) : (
            <span className={muted.muted}>No email address</span>
          )}
        </Text>
        <Text size="sm" className={muted.muted} mt={4}>
          {profile.schoolMembershipStatus === 'Confirmed' ? 'Joined' : 'Asked to join'} on{' '}
          {day(profile.createdAt)}
        </Text>
      </div>

      <section aria-labelledby="teacher-classes">
        <Title order={2} size="h3" id="teacher-classes" mb="xs">
          Classes
        </Title>
        {profile.classes.length === 0 ? (
          <Text size="sm" data-testid="no-classes">
            {profile.firstName} teaches no class yet.
          </Text>
        ) : (
          <Group component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {profile.classes.map((c) => (
              <li key={c.groupId}>
                <Anchor component={Link} to={paths.settingsClass(schoolId, c.groupId)}>
                  {c.code}
                </Anchor>
              </li>
            ))}
          </Group>
        )}
      </section>

      <section aria-labelledby="teacher-work">
        <Title order={2} size="h3" id="teacher-work" mb="xs">
          Work they set
        </Title>
        {profile.work.length === 0 ? (
          <ListEmpty title={`${profile.firstName} has not set any work yet.`} testId="no-work" />
        ) : (
          <ListTable label="Work they set" minWidth={560} verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Work</Table.Th>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">Classes</Table.Th>
                <Table.Th scope="col">Dates</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {profile.work.map((w) => (
                <Table.Tr key={w.assignmentId}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={paths.assignment(schoolId, w.assignmentId)}>
                      {w.name}
                      <VisuallyHidden>: results</VisuallyHidden>
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{KIND_LABELS[w.kind] ?? w.kind}</Table.Td>
                  <Table.Td>{w.classes.map((c) => c.code).join(', ') || '–'}</Table.Td>
                  <Table.Td>
                    {day(w.startDate)} – {day(w.endDate)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ListTable>
        )}
      </section>
    </Stack>
  );
}

/** `/{schoolId}/teachers/{id}`: a teacher's profile (issue 13 point 4): role, classes, the work they set. */
export function TeacherProfilePage() {
  const { id } = useParams();
  const teacherId = Number(id);
  const schoolId = useSessionStore((s) => s.schoolId);
  const profile = useTeacherProfile(schoolId ?? 0, Number.isInteger(teacherId) ? teacherId : 0);
  usePageTitle(profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : 'Teacher profile');
  if (schoolId === null) return null;
  if (!Number.isInteger(teacherId) || teacherId <= 0 || profile.isError) {
    return (
      <LoadError
        title="This teacher could not be loaded"
        message={profile.error?.message ?? 'No such teacher in this school.'}
        onRetry={() => profile.refetch()}
      />
    );
  }
  if (profile.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">Loading the teacher</VisuallyHidden>
        <Skeleton height={36} width="40%" />
        <Skeleton height={20} width="30%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  return <Profile schoolId={schoolId} profile={profile.data} />;
}
