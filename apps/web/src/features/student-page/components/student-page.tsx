import {
  Anchor,
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { StudentProfile } from '@mathsight/contract/student-profile.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { AskAboutThis } from '../../../shared/assistant/ask-about-this.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { type StudentPageTab, studentPageTabOf } from '../../../shared/routing/student-page-tabs.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useStudentProfile } from '../api/get-student-profile.ts';
import { EffortTab } from './effort-tab.tsx';
import { GrowthTab } from './growth-tab.tsx';
import { MisconceptionsTab } from './misconceptions-tab.tsx';
import { PredictionsTab } from './predictions-tab.tsx';
import { TopicsTab } from './topics-tab.tsx';
import { WorkTab } from './work-tab.tsx';

const TAB_LABELS: Record<StudentPageTab, string> = {
  topics: 'Topics',
  misconceptions: 'Misconceptions',
  work: 'Work',
  predictions: 'Predictions',
  effort: 'Effort',
  growth: 'Growth',
};

function Header({ schoolId, student }: { schoolId: number; student: StudentProfile['student'] }) {
  return (
    <div>
      <Anchor component={Link} to={paths.settingsStudents(schoolId)} size="sm">
        All students
      </Anchor>
      <Title order={1} mt={4}>
        {student.firstName} {student.lastName}
      </Title>
      <AskAboutThis context={`student:${student.studentId}`} />
      <Group gap="xs" mt="xs" wrap="wrap">
        {student.yearGroup !== null && (
          <Badge variant="outline" color="indigo.9" tt="none">
            Year {student.yearGroup}
          </Badge>
        )}
        {student.isArchived && (
          <Badge variant="outline" color="gray.8" tt="none">
            Archived
          </Badge>
        )}
        <Text size="sm">
          {student.classes.length === 0 ? (
            'In no class'
          ) : (
            <>
              {student.classes.length === 1 ? 'Class ' : 'Classes '}
              {student.classes.map((c, i) => (
                <span key={c.groupId}>
                  {i > 0 && ', '}
                  <Anchor component={Link} to={paths.classPage(schoolId, c.groupId)} inherit>
                    {c.code}
                  </Anchor>
                </span>
              ))}
            </>
          )}{' '}
          · {student.userName}
        </Text>
      </Group>
    </div>
  );
}

function TabPanel({
  tab,
  schoolId,
  profile,
}: {
  tab: StudentPageTab;
  schoolId: number;
  profile: StudentProfile;
}) {
  const { studentId, firstName } = profile.student;
  switch (tab) {
    case 'topics':
      return <TopicsTab schoolId={schoolId} profile={profile} />;
    case 'misconceptions':
      return <MisconceptionsTab schoolId={schoolId} studentId={studentId} firstName={firstName} />;
    case 'work':
      return <WorkTab schoolId={schoolId} studentId={studentId} firstName={firstName} />;
    case 'predictions':
      return <PredictionsTab schoolId={schoolId} studentId={studentId} firstName={firstName} />;
    case 'effort':
      return <EffortTab schoolId={schoolId} studentId={studentId} firstName={firstName} />;
    case 'growth':
      return <GrowthTab schoolId={schoolId} studentId={studentId} firstName={firstName} />;
  }
}

/**
 * `/{schoolId}/students/{studentId}/*` (spec §2 "student topics list", "student predictions"; issue 14
 * point 6): everything about one student for a teacher of the school. The header and the topics come
 * in one call; each other tab is a sub-path (`…/misconceptions`, `…/work`, `…/predictions`, `…/effort`, `…/growth`) that
 * fetches its own when opened, so a link or a reload keeps the tab.
 */
export function StudentPage() {
  const params = useParams();
  const navigate = useNavigate();
  const studentId = Number(params.studentId);
  const valid = Number.isInteger(studentId) && studentId > 0;
  const tab = studentPageTabOf(params['*']);
  const schoolId = useSessionStore((s) => s.schoolId);
  const profile = useStudentProfile(schoolId ?? 0, valid ? studentId : 0);
  const name = profile.data
    ? `${profile.data.student.firstName} ${profile.data.student.lastName}`
    : 'Student';
  usePageTitle(tab && tab !== 'topics' ? `${name}: ${TAB_LABELS[tab]}` : name);
  if (schoolId === null) return null;
  if (!valid || tab === null || profile.isError) {
    return (
      <LoadError
        title="This student could not be loaded"
        message={profile.error?.message ?? 'No such student or page in this school.'}
        onRetry={valid && tab !== null ? () => profile.refetch() : undefined}
      />
    );
  }
  if (profile.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">Loading the student</VisuallyHidden>
        <Skeleton height={36} width="40%" />
        <Skeleton height={20} width="30%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Header schoolId={schoolId} student={profile.data.student} />
      <Tabs
        value={tab}
        onChange={(v) => {
          const next = studentPageTabOf(v ?? '');
          if (next) navigate(paths.studentTab(schoolId, studentId, next));
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {(Object.keys(TAB_LABELS) as StudentPageTab[]).map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" mt="md">
          {(Object.keys(TAB_LABELS) as StudentPageTab[]).map((t) => (
            <Tabs.Panel key={t} value={t}>
              {t === tab && <TabPanel tab={t} schoolId={schoolId} profile={profile.data} />}
            </Tabs.Panel>
          ))}
        </Paper>
      </Tabs>
    </Stack>
  );
}
