import { Anchor, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { STRAND_NAMES, type Strand } from '@mathsight/contract/content.ts';
import type {
  TopicClassRow,
  TopicMisconception,
  TopicOption,
  TopicReport,
  TopicYearRow,
} from '@mathsight/contract/topic-reports.ts';
import { Link } from 'react-router';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import {
  MonthsSelect,
  ProficiencyText,
  percentText,
  useMonthsParam,
} from '../../../shared/reports/report-kit.tsx';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useTopicReport } from '../api/get-topic-report.ts';
import { dayText, ExportCsv, Loading, ReportHead, SectionHead, useIdParams } from './report-parts.tsx';

const strandName = (strand: string) => STRAND_NAMES[strand as Strand] ?? strand;

/** The topics by strand, in curriculum order, each with its first answers. */
function topicChoices(topics: readonly TopicOption[], shown: TopicReport['topic']) {
  const all =
    shown && !topics.some((t) => t.topicUnitId === shown.topicUnitId)
      ? [{ ...shown, answers: 0 }, ...topics]
      : topics;
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const t of all) {
    const items = groups.get(strandName(t.strand)) ?? [];
    items.push({
      value: String(t.topicUnitId),
      label: `${t.name} (${t.answers} ${t.answers === 1 ? 'answer' : 'answers'})`,
    });
    groups.set(strandName(t.strand), items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

function Misconceptions({ list }: { list: readonly TopicMisconception[] }) {
  if (list.length === 0) return <Text size="sm">None chosen</Text>;
  return (
    <Stack component="ol" gap={2} m={0} pl="md">
      {list.map((m) => (
        <Text component="li" size="sm" key={m.misconceptionId}>
          {m.name}: {m.studentCount} {m.studentCount === 1 ? 'student' : 'students'}
        </Text>
      ))}
    </Stack>
  );
}

/** The columns both tables share, after each one's name columns. */
function FigureCells({ row }: { row: TopicYearRow | TopicClassRow }) {
  return (
    <>
      <Table.Td>{row.studentCount}</Table.Td>
      <Table.Td>{row.answeredStudents}</Table.Td>
      <Table.Td>{row.answers}</Table.Td>
      <Table.Td>{percentText(row.scorePercent)}</Table.Td>
      <Table.Td>
        <ProficiencyText p={row.proficiency} />
      </Table.Td>
      <Table.Td>
        <Misconceptions list={row.misconceptions} />
      </Table.Td>
    </>
  );
}

const FIGURE_HEADERS = [
  'Students',
  'Students who answered',
  'First answers',
  'Right first time',
  "Students' measures in the topic",
  'Most chosen misconceptions',
];

function TopicTable({
  label,
  names,
  children,
}: {
  label: string;
  names: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <ScrollTable minWidth={980} label={label}>
      <Table striped withTableBorder fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {[...names, ...FIGURE_HEADERS].map((h) => (
              <Table.Th scope="col" key={h}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** A topic's figures: year groups, then the caller's classes (each linked to its class report). */
export function TopicInsightsBody({ report }: { report: TopicReport }) {
  const { schoolId, topic } = report;
  if (!topic) return null;
  const answered = [...report.yearGroups, ...report.classes].some(
    (r) => r.answers > 0 || r.answeredStudents > 0,
  );
  if (!answered) return <NoAnswers topicName={topic.name} />;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <SectionHead title={`${topic.name} (${strandName(topic.strand)})`} id="topic-heading">
          <ExportCsv
            schoolId={schoolId}
            csv={{ report: 'topics', topicUnitId: topic.topicUnitId, months: report.months }}
            fileName={`topic-insights-${fileNamePart(topic.name, 'topic')}.csv`}
            of="of topic insights"
          />
        </SectionHead>
        <Text size="sm">
          Students' measures are each student's proficiency in the topic against their year's expected level;
          a student without enough answers in it yet is counted as such. Misconceptions: students who chose
          one on a first attempt in this period.
        </Text>
      </Stack>
      <TopicTable label="Year groups" names={['Year group', 'Classes']}>
        {report.yearGroups.map((y) => (
          <Table.Tr key={y.yearGroupId}>
            <Table.Th scope="row">{y.name}</Table.Th>
            <Table.Td>{y.classCount}</Table.Td>
            <FigureCells row={y} />
          </Table.Tr>
        ))}
      </TopicTable>
      {report.classes.length === 0 ? (
        <Text>You teach no class in this school yet: the year groups count every class.</Text>
      ) : (
        <TopicTable label="Classes" names={['Class', 'Year group']}>
          {report.classes.map((c) => (
            <Table.Tr key={c.groupId}>
              <Table.Th scope="row">
                <Anchor component={Link} to={paths.reportsGroup(schoolId, c.groupId)}>
                  {c.code}
                </Anchor>
              </Table.Th>
              <Table.Td>{c.yearGroupName ?? '–'}</Table.Td>
              <FigureCells row={c} />
            </Table.Tr>
          ))}
        </TopicTable>
      )}
    </Stack>
  );
}

function NoAnswers({ topicName }: { topicName?: string }) {
  return (
    <StatusAlert tone="info" title="No answers in this topic yet" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {topicName
            ? `No student has answered a question on ${topicName} in this period. Choose another topic or a longer period, or set work on it.`
            : 'No student of the school has answered a question in this period. Choose a longer period, or set work on a topic.'}
        </Text>
        <Anchor component={Link} to={{ search: setWorkSearch({ kind: 'TopicQuiz' }) }} fw={600}>
          Set work on a topic
        </Anchor>
      </Stack>
    </StatusAlert>
  );
}

/** `/{schoolId}/reports/topics?topicUnitId=&months=`: a topic's results across the school (issue 26). */
export function TopicInsightsPage() {
  usePageTitle('Topic insights');
  const schoolId = useSessionStore((s) => s.schoolId);
  const [months, setMonths] = useMonthsParam();
  const [{ topicUnitId }, setIds] = useIdParams(['topicUnitId']);
  const report = useTopicReport(schoolId ?? 0, topicUnitId, months);
  if (schoolId === null) return null;
  const data = report.data;
  return (
    <Stack gap="lg">
      <ReportHead
        title="Topic insights"
        intro={
          data
            ? `${months === 1 ? 'The last month' : `The last ${months} months`}: answers since ${dayText(data.from)}, by year group and class.`
            : "One topic's results across the school's year groups and classes."
        }
      >
        {data?.topic && (
          <NativeSelect
            label="Topic"
            value={String(data.topic.topicUnitId)}
            onChange={(e) => setIds({ topicUnitId: Number(e.currentTarget.value) })}
            data={topicChoices(data.topics, data.topic)}
            w={{ base: '100%', xs: 320 }}
          />
        )}
        <MonthsSelect months={months} onChange={setMonths} />
      </ReportHead>
      <ReportsTabs schoolId={schoolId} months={months} />
      {report.isError ? (
        <LoadError
          title="Topic insights could not be loaded"
          message={
            topicUnitId === null
              ? 'Check your connection and try again.'
              : 'The topic asked for may not exist. Try again, or show the most answered topic.'
          }
          // A topic that is not there stays not there: without it, the most answered one is shown.
          onRetry={() => (topicUnitId === null ? void report.refetch() : setIds({ topicUnitId: null }))}
        />
      ) : !data || report.isPlaceholderData ? (
        <Loading what="topic insights" />
      ) : data.topic === null ? (
        <NoAnswers />
      ) : (
        <TopicInsightsBody report={data} />
      )}
    </Stack>
  );
}
