import { Accordion, Card, Stack, Text } from '@mantine/core';
import type { Question } from '@mathsight/contract/content.ts';
import { MathText } from '../../../shared/question/math-text.tsx';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import { PlainList } from '../../../shared/ui/plain-list.tsx';

/** A quiz's questions as a teacher previews them: the right answer, and why each wrong one gets chosen. */
export function QuizQuestions({ questions }: { questions: Question[] }) {
  return (
    <PlainList gap="lg">
      {questions.map((q, i) => (
        <Card component="li" key={q.questionId} withBorder radius="md" padding="lg">
          <QuestionCard
            question={q}
            mode={{ kind: 'preview' }}
            heading={`Question ${q.sequence ?? i + 1} · Year ${q.yearGroup} · ${q.constructName}`}
          />
          <Accordion mt="md" variant="contained" chevronPosition="left">
            <Accordion.Item value="misconceptions">
              <Accordion.Control>Why students choose the wrong answers</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {q.answers
                    .filter((a) => !a.isCorrect && a.misconception)
                    .map((a) => (
                      <div key={a.letter}>
                        <Text fw={700} size="sm">
                          {a.letter} (<MathText text={a.text} />) · {a.misconception?.name}
                        </Text>
                        <Text size="sm">{a.misconception?.description}</Text>
                        <Text size="sm">
                          <strong>To re-teach:</strong> {a.misconception?.howToFix}
                        </Text>
                      </div>
                    ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Card>
      ))}
    </PlainList>
  );
}
