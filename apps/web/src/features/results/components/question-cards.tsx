import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { GridCell, GridQuestion, GridStudent, ResultsGrid } from '@mathsight/contract/insights.ts';
import { Link } from 'react-router';
import { useResultsStore } from '../../../shared/insights/results-store.ts';
import { MathText } from '../../../shared/question/math-text.tsx';
import { cellMatches, cellOf } from '../grid-rows.ts';
import { GridAnswerCell } from './grid-cell.tsx';
import classes from './results-grid.module.css';

/**
 * The results on a phone (issue 11): a card per question instead of the wide grid, with the
 * question, how many got it right, and each student's answer (the same cells as the grid, so a
 * comment opens the same way). The students come filtered and sorted as the grid's rows.
 */
export function QuestionCards({
  grid,
  students,
  questionHref,
  onOpenCell,
}: {
  grid: ResultsGrid;
  students: GridStudent[];
  questionHref: (questionId: number) => string;
  onOpenCell?: (student: GridStudent, question: GridQuestion, cell: GridCell) => void;
}) {
  const filter = useResultsStore((s) => s.answersFilter);
  return (
    <Stack gap="md" component="ol" p={0} m={0} className={classes.cards} aria-label="Results by question">
      {grid.questions.map((q) => (
        <Card
          key={q.questionId}
          component="li"
          withBorder
          radius="md"
          padding="md"
          data-testid="question-card"
        >
          <Stack gap="xs">
            <Group justify="space-between" align="baseline" wrap="nowrap">
              <Title order={3} size="h4">
                <Anchor component={Link} to={questionHref(q.questionId)} inherit>
                  Question {q.sequence}
                </Anchor>
              </Title>
              <Text size="sm" fw={600} data-testid="question-card-right">
                {q.correctCount} of {q.answeredCount} right
              </Text>
            </Group>
            <Text size="md" className={classes.cardStem}>
              <MathText text={q.stem} />
            </Text>
            <Text size="sm">
              Right answer: <strong>{q.correctLetter}</strong>
            </Text>
            <ul className={classes.cardAnswers}>
              {students.map((s) => {
                const cell = cellOf(s, q.questionId);
                return (
                  <li key={s.studentId}>
                    <span className={classes.name}>
                      {s.firstName} {s.lastName}
                    </span>
                    <GridAnswerCell
                      sequence={q.sequence}
                      cell={cell}
                      hidden={!cellMatches(cell, filter)}
                      onOpen={
                        cell && onOpenCell && cell.studentAnswerId !== null
                          ? () => onOpenCell(s, q, cell)
                          : undefined
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
