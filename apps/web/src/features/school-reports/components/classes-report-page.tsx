import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { MonthsSelect, useMonthsParam } from '../../../shared/reports/report-kit.tsx';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useClassesReport } from '../api/get-classes-report.ts';
import { AttainmentChart, ClassesTable, CsvButton, windowText, YearGroupsTable } from './report-parts.tsx';

/** `/{schoolId}/reports/classes`: every class (an administrator's) or the teacher's own, side by side. */
export function ClassesReportPage() {
  usePageTitle('Class reports');
  const schoolId = useSessionStore((s) => s.schoolId);
  const [months, setMonths] = useMonthsParam();
  const report = useClassesReport(schoolId ?? 0, months);
  if (schoolId === null) return null;
  const data = report.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>Class reports</Title>
          <Text>{data ? windowText(months, data.from) : 'Every class side by side.'}</Text>
        </Stack>
        <MonthsSelect months={months} onChange={setMonths} />
      </Group>
      <ReportsTabs schoolId={schoolId} months={months} />
      {report.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading the class reports…</Text>
        </Group>
      ) : report.isError || !data ? (
        <LoadError
          title="The class reports could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void report.refetch()}
        />
      ) : data.classes.length === 0 ? (
        <Text>
          {data.allClasses
            ? 'This school has no classes yet.'
            : 'You teach no class in this school. The school report shows every year group.'}
        </Text>
      ) : (
        <Stack gap="xl">
          <Stack gap="sm">
            <Group justify="space-between" align="center" wrap="wrap">
              <Title order={2} size="h3">
                {data.allClasses ? 'Every class' : 'Your classes'}
              </Title>
              <CsvButton
                schoolId={schoolId}
                months={months}
                csv={{ report: 'classes' }}
                fileName="class-reports.csv"
                label="of the classes"
              />
            </Group>
            <AttainmentChart
              title="Completion and score by class"
              description="The share of work due that was handed in, and the score (right first time over questions set), for each class."
              rows={data.classes.map((c) => ({ key: c.groupId, name: c.code, ...c }))}
            />
            <ClassesTable schoolId={schoolId} months={months} rows={data.classes} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h3">
              Their year groups
            </Title>
            <Text size="sm">Each year group across all its classes, to compare each class with.</Text>
            <YearGroupsTable rows={data.yearGroups} />
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
