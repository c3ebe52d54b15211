import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { schoolDateOf, weekStartOf } from '@mathsight/contract/school-terms.ts';
import { type UsageReport, type UsageTable, usageTable } from '@mathsight/contract/usage-report.ts';
import { type ReactNode, useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { addDaysToSchoolDay, formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { ListEmpty, ListLoading } from '../../../shared/ui/list-kit/list-states.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { downloadUsageCsv } from '../api/download-usage-csv.ts';
import { type UsageWindow, useUsageReport } from '../api/get-usage-report.ts';
import { UsageTableView } from './usage-table-view.tsx';

const WEEK_CHOICES = ['4', '12', '26', '52'] as const;

/** The last `weeks` school weeks, this one included, ending today (school time). */
export function lastWeeks(weeks: number, now: Date): UsageWindow {
  const to = schoolDateOf(now);
  return { from: addDaysToSchoolDay(weekStartOf(to), -7 * (weeks - 1)), to };
}

const SECTIONS: Array<{ table: UsageTable; title: string; text: string; empty: string }> = [
  {
    table: 'weeks',
    title: 'Week by week',
    text: 'Teachers who set work (its start in the week), students who answered it, the pieces of work set and the pieces answered, and the answers.',
    empty: 'Nothing was set or answered in these weeks.',
  },
  {
    table: 'classes',
    title: 'Classes',
    text: "Each class's work set in these weeks, the pieces its students answered, how many of them answered and their answers.",
    empty: 'The school has no classes yet.',
  },
  {
    table: 'features',
    title: 'Features used',
    text: 'Pages and actions of the app, counted only for the teachers and students who accepted analytics in the cookie banner.',
    empty: 'No use recorded in these weeks: only people who accepted analytics are counted.',
  },
  {
    table: 'experiments',
    title: 'Experiments',
    text: 'Each variant of the experiments for students: who is in it, who was shown it (answered wrongly since), and how often the answer after a wrong one was right.',
    empty: 'No experiment for students is running.',
  },
];

const isEmpty = (report: UsageReport, table: UsageTable) =>
  table === 'weeks'
    ? report.weeks.every((w) => w.workSet === 0 && w.answers === 0)
    : usageTable(report, table).rows.length === 0;

/** The report's four tables, each with its CSV download (the same rows, from the same builder). */
export function UsageReportBody({ report, window }: { report: UsageReport; window: UsageWindow }) {
  return (
    <Stack gap="xl">
      {SECTIONS.map((s) => {
        const headingId = `usage-${s.table}`;
        const data = usageTable(report, s.table);
        return (
          <Stack key={s.table} gap="xs" component="section" aria-labelledby={headingId}>
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <div>
                <Title order={2} size="h4" id={headingId}>
                  {s.title}
                </Title>
                <Text size="sm" className={muted.muted}>
                  {s.text}
                </Text>
              </div>
              <DownloadButton
                label="Download CSV"
                name={`Download CSV of ${s.title.toLowerCase()}`}
                busyLabel="Downloading CSV"
                size="xs"
                download={(transfer) =>
                  downloadUsageCsv(report.schoolId, window, s.table, report.from, transfer)
                }
              />
            </Group>
            {isEmpty(report, s.table) && <ListEmpty title={s.empty} />}
            {data.rows.length > 0 && (
              <UsageTableView
                label={s.title}
                data={data}
                first={s.table === 'weeks' ? (cell) => formatSchoolDate(String(cell)) : String}
                minWidth={s.table === 'experiments' ? 760 : 480}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

function States({ schoolId, window }: { schoolId: number; window: UsageWindow }): ReactNode {
  const report = useUsageReport(schoolId, window);
  if (report.isPending) return <ListLoading noun="the usage report" rows={6} height={28} />;
  if (report.isError) {
    return isApiError(report.error) && report.error.status === 403 ? (
      <StatusAlert tone="info" title="For your school's administrators">
        Only a school administrator can read the school's usage report.
      </StatusAlert>
    ) : (
      <LoadError
        title="The usage report could not be loaded"
        message="Try again in a moment."
        onRetry={() => void report.refetch()}
      />
    );
  }
  return <UsageReportBody report={report.data} window={window} />;
}

/**
 * `/{schoolId}/reports/usage` (issue 32 point 2): for the school's administrators, how the school uses
 * Mathsight week by week: who set and did work, each class's work, the features used, the experiments.
 */
export function UsageReportPage() {
  usePageTitle('Usage');
  const schoolId = useSessionStore((s) => s.schoolId);
  const [weeks, setWeeks] = useState<string>('12');
  const window = useMemo(() => lastWeeks(Number(weeks), new Date()), [weeks]);
  if (schoolId === null) return null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Usage</Title>
        <Text>
          How the school uses Mathsight, week by week (weeks start on Monday). For the school's
          administrators; each table downloads as a CSV file with the same rows.
        </Text>
      </Stack>
      <ReportsTabs schoolId={schoolId} />
      <NativeSelect
        label="Weeks"
        value={weeks}
        onChange={(e) => setWeeks(e.currentTarget.value)}
        data={WEEK_CHOICES.map((w) => ({ value: w, label: `The last ${w} weeks` }))}
        maw={240}
      />
      <States schoolId={schoolId} window={window} />
    </Stack>
  );
}
