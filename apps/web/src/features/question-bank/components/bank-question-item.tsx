import { Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { BankQuestion } from '@mathsight/contract/question-bank.ts';
import { MathText } from '../../../shared/question/math-text.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { answeredWords } from '../difficulty-words.ts';
import classes from './question-bank.module.css';

/** The misconceptions a question's wrong options point to, each once. */
export function misconceptionNames(q: BankQuestion): string[] {
  return [...new Set(q.answers.flatMap((a) => a.misconceptions.map((m) => m.name)))];
}

/** One question of a page: choose it, read its stem and what it diagnoses, open the preview. */
export function BankQuestionItem({
  question,
  number,
  chosen,
  canChoose,
  onToggle,
  onPreview,
}: {
  question: BankQuestion;
  /** Its place in the whole list (1-based), to name it for screen readers. */
  number: number;
  chosen: boolean;
  canChoose: boolean;
  onToggle: () => void;
  onPreview: () => void;
}) {
  const names = misconceptionNames(question);
  const headingId = `bank-question-${question.questionId}`;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid="bank-question"
      data-chosen={chosen}
      aria-labelledby={headingId}
      className={classes.item}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={4}
          checked={chosen}
          disabled={!chosen && !canChoose}
          onChange={onToggle}
          aria-label={`Choose question ${number}`}
          data-testid="bank-choose"
        />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text id={headingId} fw={600} className={classes.stem}>
            <MathText text={question.stem} />
          </Text>
          <Group gap={6}>
            <Badge variant="outline" color="indigo.9" size="sm">
              Year {question.yearGroup}
            </Badge>
            <Badge variant="outline" color="gray.8" size="sm" className={classes.badge}>
              {question.topicUnitName}
            </Badge>
            {question.diagramSvg && (
              <Badge variant="outline" color="gray.8" size="sm">
                Diagram
              </Badge>
            )}
          </Group>
          <Text size="sm">{question.constructName}</Text>
          <Text size="sm" className={muted.muted}>
            {names.length === 0
              ? 'No misconception recorded'
              : `Diagnoses: ${names.slice(0, 3).join('; ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`}
            {' · '}
            {answeredWords(question.answeredCount)}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          onClick={onPreview}
          data-testid="bank-preview"
          aria-describedby={headingId}
          style={{ flex: 'none' }}
        >
          Preview
        </Button>
      </Group>
    </Card>
  );
}
