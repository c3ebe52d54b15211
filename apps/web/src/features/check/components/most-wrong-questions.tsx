import { Anchor, Card, Text } from '@mantine/core';
import type { RecentWork, WrongQuestion } from '@mathsight/contract/insights.ts';
import { Link } from 'react-router';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { MathText } from '../../../shared/question/math-text.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';

/** "62 % wrong · 18 of 29": the share (what the list is ranked by) with the count it comes from. */
export function wrongShareText(q: Pick<WrongQuestion, 'wrongPercent' | 'wrongCount' | 'answeredCount'>) {
  return `${q.wrongPercent} % wrong · ${q.wrongCount} of ${q.answeredCount}`;
}

/**
 * "8A, 8B · ended Mon 3 Mar, 15:00": the classes and the date of the question's work, so the same quiz
 * set for two classes gives two entries a teacher can tell apart. The questions come from the recent
 * work in the same answer, which carries both.
 */
export function workContextText(
  work: Pick<RecentWork, 'groups' | 'endDate'> | undefined,
  now: Date = new Date(),
) {
  if (!work) return '';
  const classes = work.groups.map((g) => g.code).join(', ');
  const verb = Date.parse(work.endDate) <= now.getTime() ? 'ended' : 'ends';
  const ended = `${verb} ${formatSchoolDateTime(work.endDate, now)}`;
  return classes ? `${classes} · ${ended}` : ended;
}

/** Check's "Questions most answered wrongly", ranked by the share wrong (the server's order). */
export function MostWrongQuestions({
  schoolId,
  items,
  recentWork,
  scope = 'your classes',
}: {
  schoolId: number;
  items: WrongQuestion[];
  recentWork: RecentWork[];
  /** Whose work it is, for the empty state: "your classes" or the sidebar's class. */
  scope?: string;
}) {
  if (items.length === 0) return <Text>No wrong answers in recent work of {scope}.</Text>;
  const workById = new Map(recentWork.map((w) => [w.assignmentId, w]));
  return (
    <PlainList gap="sm" aria-label="Questions most answered wrongly">
      {items.map((q) => (
        <Card
          key={`${q.assignmentId}-${q.questionId}`}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          data-testid="wrong-question"
        >
          <Anchor
            component={Link}
            to={paths.assignmentQuestion(schoolId, q.assignmentId, q.questionId)}
            fw={600}
            size="sm"
          >
            {q.assignmentName}, question {q.sequence}:{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{wrongShareText(q)}</span>
          </Anchor>
          <Text size="xs" className={muted.muted} data-testid="wrong-question-context">
            {workContextText(workById.get(q.assignmentId))}
          </Text>
          <Text size="sm" lineClamp={2} mt={4}>
            <MathText text={q.stem} />
          </Text>
          {q.commonMisconceptionName && (
            <Text size="xs" mt={4}>
              Most chose {q.commonWrongLetter}: {q.commonMisconceptionName}
            </Text>
          )}
        </Card>
      ))}
    </PlainList>
  );
}
