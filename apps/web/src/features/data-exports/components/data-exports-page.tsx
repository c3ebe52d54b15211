import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useClassesToActOn } from '../../../shared/classes/classes-to-act-on.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePageClass } from '../../../shared/session/use-page-class.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { RoutineExport } from './routine-export.tsx';
import { TransactionsExport } from './transactions-export.tsx';

/**
 * `/{schoolId}/reports/exports` "Data exports" (issue 26 point 2): the school's raw data as files for a
 * data manager, each export a section (ExportSection) with its own form. The class is the page's (the
 * sidebar's, `usePageClass`), shared by every section; an administrator may choose the whole school.
 */
export function DataExportsPage() {
  usePageTitle('Data exports');
  const schoolId = useSessionStore((s) => s.schoolId);
  const classes = useClassesToActOn();
  const groups = classes.status === 'success' ? classes.groups : [];
  const { groupId, setGroupId } = usePageClass(groups, { allowAll: classes.isAdministrator });
  if (schoolId === null) return null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Data exports</Title>
        <Text>
          The school's raw data as files, for a data manager or a spreadsheet.{' '}
          {classes.isAdministrator
            ? 'You can download the whole school or one class.'
            : 'You can download the classes you teach.'}
        </Text>
      </Stack>
      <ReportsTabs schoolId={schoolId} groupId={groupId} />
      {classes.status === 'pending' ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading your classes…</Text>
        </Group>
      ) : classes.status === 'error' ? (
        <LoadError
          title="Your classes could not be loaded"
          message="Check your connection and try again."
          onRetry={classes.retry}
        />
      ) : (
        <Stack gap="lg">
          <TransactionsExport
            schoolId={schoolId}
            isAdministrator={classes.isAdministrator}
            classes={groups}
            groupId={groupId}
            onGroupChange={setGroupId}
          />
          <RoutineExport
            schoolId={schoolId}
            isAdministrator={classes.isAdministrator}
            classes={groups}
            groupId={groupId}
            onGroupChange={setGroupId}
          />
        </Stack>
      )}
    </Stack>
  );
}
