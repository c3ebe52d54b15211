import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type { BankQuestion } from '@mathsight/contract/question-bank.ts';
import { useState } from 'react';
import { MathText } from '../../../shared/question/math-text.tsx';
import questionClasses from '../../../shared/question/question.module.css';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { answeredWords, measuredDifficultyWords } from '../difficulty-words.ts';

/**
 * One question as students see it (the options to choose from; nothing is sent), then each option
 * with the key and every misconception a wrong one points to, and what the calibration says.
 */
export function QuestionPreviewDialog({
  question,
  chosen,
  canChoose,
  onToggle,
  onClose,
}: {
  question: BankQuestion;
  chosen: boolean;
  /** False when the most questions a quiz holds are already chosen. */
  canChoose: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [tried, setTried] = useState<OptionLetter | null>(null);
  const measured = measuredDifficultyWords(question);
  return (
    <AppDialog opened onClose={onClose} title="Question preview" size="xl" fullScreen={phone}>
      <Stack gap="lg" data-testid="question-preview">
        <Group gap="xs">
          <Badge variant="outline" color="indigo.9">
            Year {question.yearGroup}
          </Badge>
          <Badge variant="outline" color="gray.8">
            {question.topicUnitName}
          </Badge>
          <Text size="sm">{question.constructName}</Text>
        </Group>

        <section aria-labelledby="preview-as-students">
          <Title order={2} size="h4" id="preview-as-students" mb={4}>
            As students see it
          </Title>
          <Text size="sm" className={muted.muted} mb="sm">
            Try it: choosing an option here sends nothing.
          </Text>
          <QuestionCard question={question} mode={{ kind: 'answer', selected: tried, onSelect: setTried }} />
        </section>

        <section aria-labelledby="preview-answers">
          <Title order={2} size="h4" id="preview-answers" mb="xs">
            The answers and the misconceptions behind them
          </Title>
          <PlainList gap="sm">
            {question.answers.map((a) => (
              <li key={a.letter} data-testid="preview-option">
                <Text fw={700} size="sm">
                  {a.letter}: <MathText text={a.text} />
                  {a.isCorrect && (
                    <Badge ml="xs" size="sm" className={questionClasses.correctBadge}>
                      Correct answer
                    </Badge>
                  )}
                </Text>
                {!a.isCorrect && a.misconceptions.length === 0 && (
                  <Text size="sm" className={muted.muted}>
                    No misconception is recorded for this option.
                  </Text>
                )}
                {a.misconceptions.map((m) => (
                  <div key={m.misconceptionId}>
                    <Text size="sm">
                      <strong>Misconception:</strong> {m.name}. {m.description}
                    </Text>
                    <Text size="sm">
                      <strong>To re-teach:</strong> {m.howToFix}
                    </Text>
                  </div>
                ))}
              </li>
            ))}
          </PlainList>
        </section>

        <Text size="sm" data-testid="preview-calibration">
          {answeredWords(question.answeredCount)}.{' '}
          {measured ?? 'Its difficulty is measured once students have answered it.'}
        </Text>

        <Group justify="flex-end" gap="sm">
          <Button onClick={onToggle} disabled={!chosen && !canChoose} data-testid="preview-choose">
            {chosen ? 'Remove from chosen' : 'Choose this question'}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
