import { Group } from '@mantine/core';
import type { ExportFormat } from '@mathsight/contract/insights.ts';
import { useParams, useSearchParams } from 'react-router';
import { saveFile } from '../../../shared/api/http-client.ts';
import { AskAboutThis } from '../../../shared/assistant/ask-about-this.tsx';
import { StudentReportsAction } from '../../../shared/assistant/student-reports-action.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useAssignmentMisconceptions } from '../../../shared/insights/api/get-assignment-misconceptions.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { exportResults } from '../api/export-results.ts';
import { useResultsGrid } from '../api/get-results-grid.ts';
import { useLiveAnswers } from '../live/use-live-answers.ts';
import { groupIdParam, idParam } from '../route-ids.ts';
import { BackLink } from './back-link.tsx';
import { LoadState } from './load-state.tsx';
import { ResultsView } from './results-view.tsx';

/** A file name from the work's name: letters, digits and dashes. */
function fileNameOf(name: string, format: ExportFormat): string {
  const base = name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'results';
  return `${base}-results.${format}`;
}

/** `/{schoolId}/assignments/{assignmentId}`: results by student, filling in live as students answer. */
export function AssignmentResultsPage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const assignmentId = idParam(params.assignmentId);
  const groupId = groupIdParam(search);
  const schoolId = useSessionStore((s) => s.schoolId);
  const grid = useResultsGrid(assignmentId, groupId);
  const misconceptions = useAssignmentMisconceptions(assignmentId, grid.isSuccess);
  // Live answers only while students can still answer: not before the work opens, nor once it ended.
  const dueStatus = grid.data?.work.dueStatus;
  const open = dueStatus === 'Open' || dueStatus === 'DueSoon';
  const live = useLiveAnswers(assignmentId > 0 && open ? assignmentId : null);
  usePageTitle(grid.data ? `Results: ${grid.data.work.name}` : 'Assignment results');
  if (schoolId === null) return null;

  const back = <BackLink to={paths.check(schoolId)}>Back to Check</BackLink>;
  const backAndAsk = (
    <Group gap="md" wrap="wrap">
      {back}
      <AskAboutThis context={`assignment:${assignmentId}`} />
      <StudentReportsAction schoolId={schoolId} assignmentId={assignmentId} groupId={groupId} />
    </Group>
  );
  if (!grid.data) return <LoadState valid={assignmentId > 0} query={grid} what="results" back={back} />;

  const data = grid.data;
  const onGroupChange = (next: number | null) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('groupId');
        else updated.set('groupId', String(next));
        return updated;
      },
      { replace: true },
    );
  const withGroup = (href: string) => (groupId === null ? href : `${href}?groupId=${groupId}`);

  return (
    <ResultsView
      grid={data}
      scope={`a${assignmentId}`}
      back={backAndAsk}
      groupId={groupId}
      onGroupChange={onGroupChange}
      questionHref={(questionId) => withGroup(paths.assignmentQuestion(schoolId, assignmentId, questionId))}
      studentHref={(studentId) => paths.assignmentStudent(schoolId, assignmentId, studentId)}
      misconceptions={misconceptions.data?.items ?? []}
      live={open ? live.status : undefined}
      liveAnnouncement={open ? live.announcement : undefined}
      onExport={async (format) => {
        const blob = await exportResults(assignmentId, format, groupId);
        saveFile(blob, fileNameOf(data.work.name, format));
      }}
      followUpHref={
        data.work.canEdit
          ? (studentIds) =>
              studentIds.length > 0
                ? paths.fixAssignment(schoolId, assignmentId, { students: studentIds })
                : paths.fixAssignment(schoolId, assignmentId)
          : undefined
      }
    />
  );
}
