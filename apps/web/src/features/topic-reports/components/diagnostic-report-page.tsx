import { Anchor, NativeSelect, Stack, Table, Text } from '@mantine/core';
import type { DiagnosticReport, DiagnosticScope } from '@mathsight/contract/topic-reports.ts';
import { Link } from 'react-router';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { MathText } from '../../../shared/question/math-text.tsx';
import { useReportClassChoices } from '../../../shared/reports/report-class-choices.ts';
import { percentText } from '../../../shared/reports/report-kit.tsx';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePageClass } from '../../../shared/session/use-page-class.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import type { TopicReportCsv } from '../api/download-topic-report-csv.ts';
import { type DiagnosticScopeChoice, useDiagnosticReport } from '../api/get-diagnostic-report.ts';
import { dayText, ExportCsv, Loading, ReportHead, SectionHead, useIdParams } from './report-parts.tsx';

const scopeName = (scope: DiagnosticScope) => (scope.kind === 'class' ? scope.code : scope.name);
const choiceOf = (scope: DiagnosticScope): DiagnosticScopeChoice =>
  scope.kind === 'class' ? { groupId: scope.groupId } : { yearGroupId: scope.yearGroupId };
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A diagnostic quiz's results: by misconception (who chose each, named for a class), then by question. */
export function DiagnosticReportBody({ report }: { report: DiagnosticReport }) {
  const { schoolId, scope, quiz } = report;
  if (!quiz) return <NoDiagnostic scope={scope} />;
  const named = scope.kind === 'class';
  const name = scopeName(scope);
  const csv = (table: 'misconceptions' | 'questions'): TopicReportCsv => ({
    report: 'diagnostic',
    scope: choiceOf(scope),
    quizId: quiz.quizId,
    table,
  });
  const file = (table: string) =>
    `diagnostic-${fileNamePart(name, 'class')}-${fileNamePart(quiz.name, 'quiz')}-${table}.csv`;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text>
          <strong>{quiz.name}</strong>: {quiz.studentsAnswered} of {plural(quiz.studentsSet, 'student')} set
          it in {name} answered.
        </Text>
        {named && (
          <Text size="sm">
            Results of each sitting:{' '}
            {quiz.work.map((w, i) => (
              <span key={w.assignmentId}>
                {i > 0 && ', '}
                <Anchor component={Link} to={paths.assignment(schoolId, w.assignmentId)}>
                  {w.name} (set {dayText(w.startDate)})
                </Anchor>
              </span>
            ))}
          </Text>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="misconceptions-heading">
        <SectionHead title="Misconceptions" id="misconceptions-heading">
          <ExportCsv
            schoolId={schoolId}
            csv={csv('misconceptions')}
            fileName={file('misconceptions')}
            of="of the misconceptions"
          />
        </SectionHead>
        <Text size="sm">
          Each misconception a wrong answer of the quiz shows, with the students whose first attempt chose it,
          most chosen first{named ? '' : ' (a year group shows counts; open a class to see names)'}.
        </Text>
        <ScrollTable minWidth={named ? 860 : 640} label={`Misconceptions in ${name}`}>
          <Table striped withTableBorder fz="sm" aria-label={`Misconceptions in ${name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Misconception</Table.Th>
                <Table.Th scope="col">Questions</Table.Th>
                <Table.Th scope="col">Students who chose it</Table.Th>
                <Table.Th scope="col">Of those who answered</Table.Th>
                {named && <Table.Th scope="col">Students</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quiz.misconceptions.map((m) => (
                <Table.Tr key={m.misconceptionId}>
                  <Table.Th scope="row">{m.name}</Table.Th>
                  <Table.Td>{m.questionSequences.map((s) => `Q${s}`).join(', ')}</Table.Td>
                  <Table.Td>{m.studentCount}</Table.Td>
                  <Table.Td>{percentText(m.percentOfAnswered)}</Table.Td>
                  {named && (
                    <Table.Td>
                      {/* Plain text, not a link each: dozens of names stacked as links are too small to tap. */}
                      {m.students && m.students.length > 0
                        ? m.students.map((s) => `${s.firstName} ${s.lastName}`).join(', ')
                        : '–'}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="questions-heading">
        <SectionHead title="Questions" id="questions-heading">
          <ExportCsv
            schoolId={schoolId}
            csv={csv('questions')}
            fileName={file('questions')}
            of="of the questions"
          />
        </SectionHead>
        <ScrollTable minWidth={720} label={`Questions of ${quiz.name}`}>
          <Table striped withTableBorder fz="sm" aria-label={`Questions of ${quiz.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Question</Table.Th>
                <Table.Th scope="col">Text</Table.Th>
                <Table.Th scope="col">Answered</Table.Th>
                <Table.Th scope="col">Right</Table.Th>
                <Table.Th scope="col">Right first time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quiz.questions.map((q) => (
                <Table.Tr key={q.questionId}>
                  <Table.Th scope="row">Q{q.sequence}</Table.Th>
                  <Table.Td>
                    <Text size="sm" lineClamp={3}>
                      <MathText text={q.stem} />
                    </Text>
                  </Table.Td>
                  <Table.Td>{q.answered}</Table.Td>
                  <Table.Td>{q.correct}</Table.Td>
                  <Table.Td>{percentText(q.correctPercent)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </Stack>
  );
}

function NoDiagnostic({ scope }: { scope: DiagnosticScope }) {
  return (
    <StatusAlert
      tone="info"
      title={`No diagnostic quiz set to ${scope.kind === 'class' ? 'this class' : scope.name} yet`}
      role="status"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          A diagnostic quiz shows which misconceptions students hold before a topic is taught. Its results
          appear here once it is set.
        </Text>
        <Anchor
          component={Link}
          to={{
            search: setWorkSearch({
              kind: 'DiagnosticQuiz',
              ...(scope.kind === 'class' && { groupId: scope.groupId }),
            }),
          }}
          fw={600}
        >
          Set a diagnostic quiz
        </Anchor>
      </Stack>
    </StatusAlert>
  );
}

/**
 * `/{schoolId}/reports/diagnostic?groupId=|yearGroupId=&quizId=`: a diagnostic quiz's results by
 * misconception (issue 26). The class is the sidebar's (usePageClass: choosing one here chooses it
 * there); a year group is kept in the address.
 */
export function DiagnosticReportPage() {
  usePageTitle('Diagnostic report');
  const schoolId = useSessionStore((s) => s.schoolId);
  const choices = useReportClassChoices(schoolId ?? 0);
  const classes = choices.data?.choices ?? [];
  const { groupId, setGroupId } = usePageClass(classes);
  const [{ yearGroupId, quizId }, setIds] = useIdParams(['yearGroupId', 'quizId']);
  const scope: DiagnosticScopeChoice | null =
    yearGroupId !== null ? { yearGroupId } : groupId !== null ? { groupId } : null;
  const report = useDiagnosticReport(schoolId ?? 0, scope, quizId);
  if (schoolId === null) return null;
  const data = report.data;

  const choose = (value: string) => {
    const [kind, id] = value.split(':');
    // A new class or year starts from its latest quiz.
    if (kind === 'year') setIds({ yearGroupId: Number(id), quizId: null });
    else {
      setIds({ yearGroupId: null, quizId: null });
      setGroupId(Number(id));
    }
  };
  const scopeValue =
    yearGroupId !== null ? `year:${yearGroupId}` : groupId !== null ? `class:${groupId}` : '';
  const scopeData = [
    {
      group: 'Classes',
      items: classes.map((c) => ({
        value: `class:${c.groupId}`,
        label: c.yearGroupName ? `${c.code} (${c.yearGroupName})` : c.code,
      })),
    },
    {
      group: 'Year groups',
      items: (data?.yearGroups ?? []).map((y) => ({ value: `year:${y.yearGroupId}`, label: y.name })),
    },
  ].filter((g) => g.items.length > 0);

  return (
    <Stack gap="lg">
      <ReportHead
        title="Diagnostic report"
        intro="A diagnostic quiz's results by misconception, for a class or a year group."
      >
        {scopeValue && (
          <NativeSelect
            label="Class or year group"
            value={scopeValue}
            onChange={(e) => choose(e.currentTarget.value)}
            data={scopeData}
            w={{ base: '100%', xs: 220 }}
          />
        )}
        {data && data.quizzes.length > 0 && (
          <NativeSelect
            label="Diagnostic quiz"
            value={String(data.quiz?.quizId ?? '')}
            onChange={(e) => setIds({ quizId: Number(e.currentTarget.value) })}
            data={data.quizzes.map((q) => ({
              value: String(q.quizId),
              label: `${q.name} (${q.upcoming ? 'starts' : 'set'} ${dayText(q.lastSetAt)})`,
            }))}
            w={{ base: '100%', xs: 380 }}
          />
        )}
      </ReportHead>
      <ReportsTabs schoolId={schoolId} groupId={groupId} />
      {choices.isError ? (
        <LoadError
          title="Your classes could not be loaded"
          message="Check your connection and try again."
          onRetry={() => void choices.refetch()}
        />
      ) : choices.isPending || (scope !== null && (report.isPending || report.isPlaceholderData)) ? (
        <Loading what="the diagnostic report" />
      ) : scope === null ? (
        <Text>You teach no class in this school yet.</Text>
      ) : report.isError || !data ? (
        <LoadError
          title="The diagnostic report could not be loaded"
          message={
            quizId === null
              ? 'It may not be one of your classes. Choose another, or try again.'
              : 'The quiz asked for may not be set to them. Try again to show their latest quiz.'
          }
          // A quiz not set to the class stays so: without it, the latest quiz is shown.
          onRetry={() => (quizId === null ? void report.refetch() : setIds({ quizId: null }))}
        />
      ) : (
        <DiagnosticReportBody report={data} />
      )}
    </Stack>
  );
}
