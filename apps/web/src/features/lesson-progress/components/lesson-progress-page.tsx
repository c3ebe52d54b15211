import { Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { LessonProgressReport } from '@mathsight/contract/lesson-progress.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClassesToActOn } from '../../../shared/classes/classes-to-act-on.ts';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { ClassesStates, ReportClassSelect } from '../../../shared/reports/class-report-states.tsx';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePageClass } from '../../../shared/session/use-page-class.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { downloadLessonProgress } from '../api/download-lesson-progress.ts';
import { useLessonProgress } from '../api/get-lesson-progress.ts';
import { LessonProgressTable } from './lesson-progress-table.tsx';

/** The CSV of the rows shown (the class and the work on screen). */
function ExportButton({ schoolId, report }: { schoolId: number; report: LessonProgressReport }) {
  const shown = report.work.find((w) => w.assignmentId === report.assignmentId);
  if (!shown) return null;
  return (
    <DownloadButton
      label="Export CSV"
      name={`Export CSV of the lesson progress in ${report.groupCode}`}
      busyLabel="Exporting CSV"
      download={() =>
        downloadLessonProgress(schoolId, {
          groupId: report.groupId,
          groupCode: report.groupCode,
          assignmentId: report.assignmentId,
          workName: shown.name,
        })
      }
    />
  );
}

/** No lesson yet in this class: what makes one, and the way to set one. */
function NoLessons({ groupId, code }: { groupId: number; code: string }) {
  return (
    <ListEmpty title="No lesson flows set to this class yet" testId="lesson-progress-empty">
      <Text size="sm">
        A piece of work shows here once you set it to {code} as a lesson, or once a student of {code} starts a
        topic quiz as a lesson.
      </Text>
      <Anchor component={Link} to={{ search: setWorkSearch({ kind: 'TopicQuiz', groupId }) }} fw={600}>
        Set work
      </Anchor>
    </ListEmpty>
  );
}

/**
 * `/{schoolId}/reports/lesson-progress` (issue 26; spec §7 Reports "lesson-progress"): one class (the
 * sidebar's, usePageClass) and one of its pieces of work with lessons (the newest unless chosen), with how
 * far each student has got; the same rows as a CSV.
 */
export function LessonProgressPage() {
  usePageTitle('Lesson progress');
  const schoolId = useSessionStore((s) => s.schoolId);
  const classes = useClassesToActOn();
  const { groupId, setGroupId } = usePageClass(classes.status === 'success' ? classes.groups : []);
  // The work chosen belongs to the class it was chosen in: another class starts from its newest.
  const [chosen, setChosen] = useState<{ groupId: number; assignmentId: number } | null>(null);
  const assignmentId = chosen !== null && chosen.groupId === groupId ? chosen.assignmentId : null;
  const report = useLessonProgress(schoolId ?? 0, groupId, assignmentId);
  if (schoolId === null) return null;
  const data = report.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Lesson progress</Title>
        <Text className={muted.muted} mt={4}>
          How far each student of a class has got through a lesson set to it: the steps done (the
          introduction, each question, the reflection), questions answered and right, time spent and where
          they stopped.
        </Text>
      </div>
      <ReportsTabs schoolId={schoolId} groupId={groupId} />
      <ClassesStates classes={classes} schoolId={schoolId}>
        {(groups) => (
          <>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <ReportClassSelect groups={groups} groupId={groupId} onChange={setGroupId} />
              {data && data.work.length > 0 && (
                <Select
                  label="Work"
                  data={data.work.map((w) => ({
                    value: String(w.assignmentId),
                    label: `${w.name} (set ${formatSchoolDate(w.startDate)})`,
                  }))}
                  value={data.assignmentId === null ? null : String(data.assignmentId)}
                  onChange={(value) =>
                    value !== null && setChosen({ groupId: data.groupId, assignmentId: Number(value) })
                  }
                  allowDeselect={false}
                  style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
                />
              )}
              {data && <ExportButton schoolId={schoolId} report={data} />}
            </Group>
            <ListStates
              read={report}
              noun="lesson progress"
              errorTitle="Lesson progress could not be loaded"
              loadingTestId="lesson-progress-loading"
              isEmpty={(d) => d.work.length === 0}
              empty={<NoLessons groupId={groupId ?? 0} code={data?.groupCode ?? 'this class'} />}
            >
              {(d) => <LessonProgressTable report={d} />}
            </ListStates>
          </>
        )}
      </ClassesStates>
    </Stack>
  );
}
