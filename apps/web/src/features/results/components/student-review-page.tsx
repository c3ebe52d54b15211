import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { WorkReviewView } from '../../../shared/review/work-review-view.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useStudentReview } from '../api/get-student-review.ts';
import { idParam } from '../route-ids.ts';
import { BackLink } from './back-link.tsx';
import { LoadState } from './load-state.tsx';

/**
 * `/{schoolId}/assignments/{assignmentId}/students/{studentId}`: one student's work as they review
 * it (issue 11), each question with their answer, the misconception and the comments, read-only.
 */
export function StudentReviewPage() {
  const params = useParams();
  const assignmentId = idParam(params.assignmentId);
  const studentId = idParam(params.studentId);
  const schoolId = useSessionStore((s) => s.schoolId);
  const review = useStudentReview(assignmentId, studentId);
  const student = review.data?.student;
  usePageTitle(
    student && review.data
      ? `${student.firstName} ${student.lastName}: ${review.data.work.name}`
      : 'Student review',
  );
  if (schoolId === null) return null;
  const back = <BackLink to={paths.assignment(schoolId, assignmentId)}>Back to results by student</BackLink>;
  if (!review.data || !student) {
    return <LoadState valid={assignmentId > 0 && studentId > 0} query={review} what="results" back={back} />;
  }
  return (
    <Stack gap="md">
      {back}
      <WorkReviewView
        review={review.data}
        audience={{ kind: 'teacher', firstName: student.firstName }}
        headline={`${student.firstName} ${student.lastName}`}
      />
    </Stack>
  );
}
