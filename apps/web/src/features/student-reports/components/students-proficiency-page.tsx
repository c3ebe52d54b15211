import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProficiencyReport } from '@mathsight/contract/student-reports.ts';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { ChartFigure, type ChartTableColumn } from '../../../shared/charts/chart-figure.tsx';
import { useClassesToActOn } from '../../../shared/classes/classes-to-act-on.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ClassesStates, ReportClassSelect } from '../../../shared/reports/class-report-states.tsx';
import { StudentsTabs } from '../../../shared/reports/students-tabs.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { useClassProficiency } from '../api/class-proficiency.ts';
import { exportProficiency } from '../api/export-student-reports.ts';
import { useReportClass } from '../hooks/use-report-class.ts';
import { cellsByStudent, HeatMapLegend, ProficiencyHeatMap } from './proficiency-heat-map.tsx';
import { LABEL_STYLE, likelyRangeText } from './proficiency-text.ts';

type StudentRow = ProficiencyReport['students'][number];

function ProficiencyReportView({ schoolId, report }: { schoolId: number; report: ProficiencyReport }) {
  const [exporting, setExporting] = useState(false);
  const cells = useMemo(() => cellsByStudent(report), [report]);
  const columns: ChartTableColumn<StudentRow>[] = useMemo(
    () => [
      { header: 'Student', cell: (s) => `${s.lastName}, ${s.firstName}` },
      ...report.topics.map((t) => ({
        header: t.name,
        cell: (s: StudentRow) => {
          const m = cells.get(s.studentId)?.get(t.topicUnitId);
          return m ? `${LABEL_STYLE[m.label].text} (${likelyRangeText(m)})` : '–';
        },
      })),
    ],
    [report, cells],
  );
  const onExport = async () => {
    setExporting(true);
    try {
      await exportProficiency(schoolId, report.groupId, report.groupCode);
    } catch (error) {
      showToast({ id: 'proficiency-export', message: errorMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };

  if (report.students.length === 0 || report.topics.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl" data-testid="proficiency-empty">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>
            {report.students.length === 0 ? `${report.groupCode} has no students yet` : 'No answers yet'}
          </Text>
          <Text size="sm">
            {report.students.length === 0
              ? 'Add students to the class, then set them work.'
              : `Once the students of ${report.groupCode} answer questions, each topic they answer shows here.`}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <HeatMapLegend />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void onExport()}
          loading={exporting}
        >
          Export CSV
        </Button>
      </Group>
      <ChartFigure
        title={`${report.groupCode}: proficiency by topic`}
        description={`Each student of ${report.groupCode} (down) on each topic the class has answered questions in (across): secure, developing, not yet, or not enough answers yet. Each cell also gives the measure (0 is where an average Year 7 student is, and each year adds half a point) and the range it likely lies in: about two chances in three that the student's true level is inside it.`}
        chart={<ProficiencyHeatMap report={report} />}
        accessibleChart
        rows={report.students}
        columns={columns}
        rowKey={(s) => s.studentId}
      />
    </Stack>
  );
}

/**
 * `/{schoolId}/students/proficiency` (issue 14 points 1 and 10): one class's heat map of topics by
 * students, each cell the student's topic measure as its label (colour and letter), the measure and
 * its standard error on hover or focus and in the table; the same rows as a CSV.
 */
export function StudentsProficiencyPage() {
  usePageTitle('Student proficiency');
  const schoolId = useSessionStore((s) => s.schoolId);
  const classes = useClassesToActOn();
  const groups = classes.status === 'success' ? classes.groups : [];
  const { groupId, setGroupId } = useReportClass(groups);
  const report = useClassProficiency(schoolId ?? 0, groupId);
  if (schoolId === null) return null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Student proficiency</Title>
        <Text className={muted.muted} mt={4}>
          How secure each student of a class is in each topic they have answered, from the measurement model:
          a label, and the measure with the range it likely lies in.
        </Text>
      </div>
      <StudentsTabs schoolId={schoolId} groupId={groupId} />
      <ClassesStates classes={classes} schoolId={schoolId}>
        {(groups) => (
          <>
            {/* In a row, as on the effort screen: the picker's flex basis would be its height in the column. */}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <ReportClassSelect groups={groups} groupId={groupId} onChange={setGroupId} />
            </Group>
            <ListStates
              read={report}
              noun="the proficiency report"
              errorTitle="The proficiency report could not be loaded"
              loadingTestId="proficiency-loading"
              loadingRows={2}
              rowHeight={190}
              isEmpty={() => false}
              empty={null}
            >
              {(data) => <ProficiencyReportView schoolId={schoolId} report={data} />}
            </ListStates>
          </>
        )}
      </ClassesStates>
    </Stack>
  );
}
