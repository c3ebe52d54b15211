import { Anchor, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import {
  BEHIND_REASON_TEXT,
  fallingBehindRule,
  levelGapText,
  type SchoolReport,
  type TopicCoverageRow,
} from '@mathsight/contract/school-reports.ts';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { MonthsSelect, percentText, useMonthsParam } from '../../../shared/reports/report-kit.tsx';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { useSchoolReport } from '../api/get-school-report.ts';
import { AttainmentChart, ClassesTable, CsvButton, windowText, YearGroupsTable } from './report-parts.tsx';

function SectionHead({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Group>
  );
}

function TopicsOfYear({ rows }: { rows: TopicCoverageRow[] }) {
  const first = rows[0];
  if (!first) return null;
  const taught = rows.filter((r) => r.taught);
  const notYet = rows.filter((r) => !r.taught);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {first.yearGroupName}: {taught.length} taught, {notYet.length} not yet taught
      </Title>
      <ScrollTable minWidth={560} label={`Topics of ${first.yearGroupName}`}>
        <Table striped withTableBorder fz="sm" aria-label={`Topics of ${first.yearGroupName}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Topic</Table.Th>
              <Table.Th scope="col">Strand</Table.Th>
              <Table.Th scope="col">Taught</Table.Th>
              <Table.Th scope="col">First answers</Table.Th>
              <Table.Th scope="col">Right first time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.topicUnitId}>
                <Table.Th scope="row" fw={t.taught ? 600 : 400}>
                  {t.name}
                </Table.Th>
                <Table.Td>{t.strand}</Table.Td>
                <Table.Td>{t.taught ? 'Taught' : 'Not yet taught'}</Table.Td>
                <Table.Td>{t.answers}</Table.Td>
                <Table.Td>{percentText(t.scorePercent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

export function SchoolReportBody({ report, months }: { report: SchoolReport; months: number }) {
  const { schoolId } = report;
  const behind = report.classes.filter((c) => c.behind.length > 0);
  const years = [...new Set(report.topics.map((t) => t.yearGroupId))];
  if (report.yearGroups.length === 0 && report.classes.length === 0) {
    return (
      <Text>There are no classes with a year group in this school yet, so there is nothing to report.</Text>
    );
  }
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <SectionHead title="Completion and attainment by year group">
          <CsvButton
            schoolId={schoolId}
            months={months}
            csv={{ report: 'school', table: 'yearGroups' }}
            fileName="school-report-year-groups.csv"
            label="of the year groups"
          />
        </SectionHead>
        <AttainmentChart
          title="Completion and score by year group"
          description="The share of work due that was handed in, and the score (right first time over questions set), for each year group."
          rows={report.yearGroups.map((y) => ({ ...y, key: y.yearGroupId }))}
        />
        <YearGroupsTable rows={report.yearGroups} />
      </Stack>

      <Stack gap="sm">
        <SectionHead title={report.allClasses ? 'Completion and attainment by class' : 'Your classes'}>
          <CsvButton
            schoolId={schoolId}
            months={months}
            csv={{ report: 'school', table: 'classes' }}
            fileName="school-report-classes.csv"
            label="of the classes"
          />
        </SectionHead>
        {report.classes.length === 0 ? (
          <Text>You teach no class in this school: the year groups above cover every class.</Text>
        ) : (
          <>
            <AttainmentChart
              title="Completion and score by class"
              description="The share of work due that was handed in, and the score, for each class."
              rows={report.classes.map((c) => ({ key: c.groupId, name: c.code, ...c }))}
            />
            <ClassesTable schoolId={schoolId} months={months} rows={report.classes} />
          </>
        )}
      </Stack>

      <Stack gap="sm">
        <SectionHead title="Classes falling behind" />
        <Text size="sm">{fallingBehindRule()}</Text>
        {behind.length === 0 ? (
          <Text fw={600}>No class is falling behind in this period.</Text>
        ) : (
          <PlainList gap="xs" aria-label="Classes falling behind">
            {behind.map((c) => (
              <Card key={c.groupId} component="li" withBorder padding="sm" radius="md">
                <Anchor component={Link} to={paths.reportsGroup(schoolId, c.groupId)} fw={700}>
                  {c.code}
                </Anchor>{' '}
                <Text span size="sm">
                  ({c.yearGroupName ?? 'no year group'}):{' '}
                  {c.behind.map((b) => BEHIND_REASON_TEXT[b]).join('; ')}. Completion{' '}
                  {percentText(c.completionPercent)}, level {levelGapText(c.levelGap, c.levelGapSe)}.
                </Text>
              </Card>
            ))}
          </PlainList>
        )}
      </Stack>

      <Stack gap="sm">
        <SectionHead title="Most common misconceptions">
          <CsvButton
            schoolId={schoolId}
            months={months}
            csv={{ report: 'school', table: 'misconceptions' }}
            fileName="school-report-misconceptions.csv"
            label="of the misconceptions"
          />
        </SectionHead>
        {report.misconceptions.length === 0 ? (
          <Text>No misconception was chosen in this period.</Text>
        ) : (
          <PlainList gap="xs" aria-label="Most common misconceptions">
            {report.misconceptions.map((m) => (
              <Card key={m.misconceptionId} component="li" withBorder padding="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text fw={600} size="sm">
                    {m.name}
                  </Text>
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    chosen {m.answers} {m.answers === 1 ? 'time' : 'times'}
                  </Text>
                </Group>
                <Text size="sm">
                  In {m.classCount} {m.classCount === 1 ? 'class' : 'classes'}.{' '}
                  {m.topGroupId !== null && (
                    <Anchor component={Link} to={paths.reportsGroup(schoolId, m.topGroupId)} fw={600}>
                      Act on it in {m.topGroupCode}
                    </Anchor>
                  )}
                </Text>
              </Card>
            ))}
          </PlainList>
        )}
      </Stack>

      <Stack gap="sm">
        <SectionHead title="Topics taught and not yet taught">
          <CsvButton
            schoolId={schoolId}
            months={months}
            csv={{ report: 'school', table: 'topics' }}
            fileName="school-report-topics.csv"
            label="of the topics"
          />
        </SectionHead>
        <Text size="sm">
          Since the school year began: a topic is taught when work on it was set to, or answered by, a class
          of the year. Not yet taught: the rest of the year&apos;s curriculum.
        </Text>
        {years.map((id) => (
          <TopicsOfYear key={id} rows={report.topics.filter((t) => t.yearGroupId === id)} />
        ))}
      </Stack>
    </Stack>
  );
}

/** `/{schoolId}/reports/school`: the head of department's view of the whole school (issue 14, point 5). */
export function SchoolReportPage() {
  usePageTitle('School report');
  const schoolId = useSessionStore((s) => s.schoolId);
  const [months, setMonths] = useMonthsParam();
  const report = useSchoolReport(schoolId ?? 0, months);
  if (schoolId === null) return null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>School report</Title>
          <Text>
            {report.data ? windowText(months, report.data.from) : 'Results across the whole school.'}
          </Text>
        </Stack>
        <MonthsSelect months={months} onChange={setMonths} />
      </Group>
      <ReportsTabs schoolId={schoolId} months={months} />
      {report.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading the school report…</Text>
        </Group>
      ) : report.isError ? (
        <LoadError
          title="The school report could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void report.refetch()}
        />
      ) : (
        <SchoolReportBody report={report.data} months={months} />
      )}
    </Stack>
  );
}
