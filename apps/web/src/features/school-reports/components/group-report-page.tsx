import {
  Anchor,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type GroupReport, levelGapText } from '@mathsight/contract/school-reports.ts';
import { Link } from 'react-router';
import { ChartFigure } from '../../../shared/charts/chart-figure.tsx';
import { BarChart } from '../../../shared/charts/lazy-charts.tsx';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useReportClassChoices } from '../../../shared/reports/report-class-choices.ts';
import {
  MonthsSelect,
  ProficiencyText,
  percentText,
  useMonthsParam,
} from '../../../shared/reports/report-kit.tsx';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePageClass } from '../../../shared/session/use-page-class.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { useGroupReport } from '../api/get-group-report.ts';
import { GroupInferences } from './group-inferences.tsx';
import { BehindBadges, CsvButton, windowText } from './report-parts.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="sm">{label}</Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}

export function GroupReportBody({ report, months }: { report: GroupReport; months: number }) {
  const { schoolId, group } = report;
  const code = group.code;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Stat
          label="Completion"
          value={`${percentText(group.completionPercent)} (${group.handedIn} of ${group.workDue})`}
        />
        <Stat label="Score" value={percentText(group.scorePercent)} />
        <Stat label="Level against expected" value={levelGapText(group.levelGap, group.levelGapSe)} />
        <Card withBorder padding="sm" radius="md">
          <Text size="sm">Falling behind</Text>
          <BehindBadges behind={group.behind} />
        </Card>
      </SimpleGrid>

      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h3">
            Topics
          </Title>
          <CsvButton
            schoolId={schoolId}
            months={months}
            csv={{ report: 'group', groupId: group.groupId, table: 'topics' }}
            fileName={`class-${code}-topics.csv`}
            label="of the topics"
          />
        </Group>
        {report.topics.length === 0 ? (
          <Text>No student of {code} has answered a question yet.</Text>
        ) : (
          <>
            <ChartFigure
              title={`Proficiency in ${code} by topic`}
              description="How many students are secure, developing, not yet secure, or without enough answers yet, in each topic."
              rows={report.topics}
              rowKey={(t) => t.topicUnitId}
              columns={[
                { header: 'Topic', cell: (t) => t.name },
                { header: 'Secure', cell: (t) => t.proficiency.secure },
                { header: 'Developing', cell: (t) => t.proficiency.developing },
                { header: 'Not yet', cell: (t) => t.proficiency.notYet },
                { header: 'Not enough answers yet', cell: (t) => t.proficiency.notEnough },
              ]}
              chart={
                <BarChart
                  h={Math.max(200, 36 * report.topics.length + 60)}
                  data={report.topics.map((t) => ({
                    name: t.name,
                    Secure: t.proficiency.secure,
                    Developing: t.proficiency.developing,
                    'Not yet': t.proficiency.notYet,
                    'Not enough answers yet': t.proficiency.notEnough,
                  }))}
                  dataKey="name"
                  type="stacked"
                  orientation="vertical"
                  yAxisProps={{ width: 160 }}
                  withLegend
                  barChartProps={{ accessibilityLayer: false }}
                  series={[
                    { name: 'Secure', color: 'teal.8' },
                    { name: 'Developing', color: 'yellow.6' },
                    { name: 'Not yet', color: 'red.8' },
                    { name: 'Not enough answers yet', color: 'gray.5' },
                  ]}
                />
              }
            />
            <ScrollTable minWidth={640} label={`Topics of ${code}`}>
              <Table striped withTableBorder fz="sm" aria-label={`Topics of ${code}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Topic</Table.Th>
                    <Table.Th scope="col">Strand</Table.Th>
                    <Table.Th scope="col">First answers</Table.Th>
                    <Table.Th scope="col">Right first time</Table.Th>
                    <Table.Th scope="col">Proficiency</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.topics.map((t) => (
                    <Table.Tr key={t.topicUnitId}>
                      <Table.Th scope="row">{t.name}</Table.Th>
                      <Table.Td>{t.strand}</Table.Td>
                      <Table.Td>{t.answers}</Table.Td>
                      <Table.Td>{percentText(t.scorePercent)}</Table.Td>
                      <Table.Td>
                        <ProficiencyText p={t.proficiency} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </>
        )}
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h3">
            The commonest misconceptions in {code}
          </Title>
          <CsvButton
            schoolId={schoolId}
            months={months}
            csv={{ report: 'group', groupId: group.groupId, table: 'misconceptions' }}
            fileName={`class-${code}-misconceptions.csv`}
            label="of the misconceptions"
          />
        </Group>
        {report.misconceptions.length === 0 ? (
          <Text>No misconception was chosen in {code} in this period.</Text>
        ) : (
          <PlainList gap="xs" aria-label={`Misconceptions in ${code}`}>
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
                <Text size="sm" lineClamp={2}>
                  {m.howToFix}
                </Text>
                {m.fixAssignmentId !== null && (
                  <Anchor
                    component={Link}
                    to={paths.fixAssignment(schoolId, m.fixAssignmentId, {
                      misconceptionId: m.misconceptionId,
                    })}
                    size="sm"
                    fw={600}
                  >
                    Fix it
                  </Anchor>
                )}
              </Card>
            ))}
          </PlainList>
        )}
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h3">
            Work
          </Title>
          <CsvButton
            schoolId={schoolId}
            months={months}
            csv={{ report: 'group', groupId: group.groupId, table: 'work' }}
            fileName={`class-${code}-work.csv`}
            label="of the work"
          />
        </Group>
        {report.work.length === 0 ? (
          <Text>No work was set to {code} in this period.</Text>
        ) : (
          <ScrollTable minWidth={640} label={`Work of ${code}`}>
            <Table striped withTableBorder fz="sm" aria-label={`Work of ${code}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Work</Table.Th>
                  <Table.Th scope="col">Due</Table.Th>
                  <Table.Th scope="col">Handed in</Table.Th>
                  <Table.Th scope="col">Completion</Table.Th>
                  <Table.Th scope="col">Score</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.work.map((w) => (
                  <Table.Tr key={w.assignmentId}>
                    <Table.Th scope="row">
                      <Anchor component={Link} to={paths.assignment(schoolId, w.assignmentId)}>
                        {w.name}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{formatSchoolDate(w.endDate)}</Table.Td>
                    <Table.Td>
                      {w.handedIn} of {w.studentCount}
                    </Table.Td>
                    <Table.Td>{percentText(w.completionPercent)}</Table.Td>
                    <Table.Td>{percentText(w.scorePercent)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Stack>
  );
}

/** `/{schoolId}/reports/group?groupId=`: one class in depth, chosen with the picker (issue 14, point 5). */
export function GroupReportPage() {
  usePageTitle('Group report');
  const schoolId = useSessionStore((s) => s.schoolId);
  const [months, setMonths] = useMonthsParam();
  const choices = useReportClassChoices(schoolId ?? 0);
  // One class chooser: the sidebar's class, chosen there too when picked here (usePageClass).
  const { groupId, setGroupId } = usePageClass(choices.data?.choices ?? []);
  const report = useGroupReport(schoolId ?? 0, groupId, months);
  if (schoolId === null) return null;
  const list = choices.data?.choices ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>Group report</Title>
          <Text>{report.data ? windowText(months, report.data.from) : 'One class in depth.'}</Text>
        </Stack>
        <Group gap="sm" align="flex-end">
          {list.length > 0 && (
            <NativeSelect
              label="Class"
              value={groupId === null ? '' : String(groupId)}
              onChange={(e) => setGroupId(Number(e.currentTarget.value))}
              data={list.map((c) => ({
                value: String(c.groupId),
                label: c.yearGroupName ? `${c.code} (${c.yearGroupName})` : c.code,
              }))}
              w={200}
            />
          )}
          <MonthsSelect months={months} onChange={setMonths} />
        </Group>
      </Group>
      <ReportsTabs schoolId={schoolId} groupId={groupId} months={months} />
      {choices.isError ? (
        <LoadError
          title="Your classes could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void choices.refetch()}
        />
      ) : choices.isPending || (groupId !== null && report.isPending) ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading the class report…</Text>
        </Group>
      ) : list.length === 0 ? (
        <Text>You teach no class in this school yet. The school report shows every year group.</Text>
      ) : report.isError ? (
        <LoadError
          title="The class report could not be loaded"
          message="It may not be one of your classes. Choose another class, or try again."
          onRetry={() => void report.refetch()}
        />
      ) : report.data ? (
        <Stack gap="xl">
          <GroupReportBody report={report.data} months={months} />
          <GroupInferences
            schoolId={schoolId}
            groupId={report.data.group.groupId}
            code={report.data.group.code}
            work={report.data.work}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
