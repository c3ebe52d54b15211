import { Anchor, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound, WorkNotFound } from '../../../shared/assignments/work-not-found.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useMyReview } from '../../../shared/review/my-review-query.ts';
import { WorkReviewView } from '../../../shared/review/work-review-view.tsx';
import { parseSchoolId, paths } from '../../../shared/routing/paths.ts';
import { useMarkReviewRead } from '../api/mark-review-read.ts';

function BackToWork() {
  return (
    <Anchor component={Link} to={paths.studentHome('Done')} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to your work
      </Group>
    </Anchor>
  );
}

/**
 * `/student/work/{assignmentId}`: the student's read-only review of work handed in or closed, with
 * their teacher's comments (issue 11). Opening it marks the comments read.
 */
export function StudentReviewPage() {
  const params = useParams();
  // An id is a positive whole number (the same rule as a school id), else the work does not exist.
  const assignmentId = parseSchoolId(params.assignmentId);
  const review = useMyReview(assignmentId);
  const markRead = useMarkReviewRead();
  const loaded = review.isSuccess;
  const { mutate } = markRead;
  useEffect(() => {
    if (loaded && assignmentId !== null) mutate(assignmentId);
  }, [loaded, assignmentId, mutate]);
  usePageTitle(review.data ? `Your results: ${review.data.work.name}` : 'Your results');

  if (assignmentId !== null && review.isPending) {
    return <Loader aria-label="Loading your results" />;
  }
  if (!review.data) {
    return (
      <Stack maw={720} mx="auto">
        <WorkNotFound
          back={<BackToWork />}
          missing={assignmentId === null || isNotFound(review.error)}
          error={review.error}
          onRetry={() => review.refetch()}
          missingTitle="This work does not exist"
          failedTitle="Your results could not be loaded"
          missingText="It may have been deleted, or it was not set for you."
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={720} mx="auto">
      <BackToWork />
      <WorkReviewView review={review.data} audience={{ kind: 'student' }} headline="Your results" />
    </Stack>
  );
}
