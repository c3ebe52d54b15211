import { MantineProvider } from '@mantine/core';
import type { WrongAnswerFeedbackVariant } from '@mathsight/contract/experiments.ts';
import type { QuizSessionQuestion, StudentAnswer } from '@mathsight/contract/quiz-sessions.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerFeedback } from './answer-feedback.tsx';

const question: QuizSessionQuestion = {
  questionId: 10,
  sequence: 1,
  stem: 'What is 1/2 + 1/3?',
  diagramSvg: null,
  diagramAlt: null,
  options: (['A', 'B', 'C', 'D'] as const).map((letter, i) => ({
    answerId: i + 1,
    letter,
    text: `answer ${letter}`,
  })),
  answers: [],
  canRetry: true,
};

const wrongAnswer = (withFix: boolean): StudentAnswer => ({
  studentAnswerId: 1,
  clientAnswerId: '00000000-0000-4000-8000-000000000001',
  questionId: 10,
  letter: 'A',
  attempt: 1,
  confidence: null,
  timeTakenMs: 9000,
  answeredAt: '2026-11-23T10:00:00Z',
  feedback: {
    isCorrect: false,
    correctLetter: 'C',
    misconception: withFix
      ? { misconceptionId: 5, name: 'Adds the denominators', howToFix: 'Keep the denominator.' }
      : null,
  },
});

function show(wording: WrongAnswerFeedbackVariant | undefined, canRetry: boolean, withFix = true) {
  return render(
    <MantineProvider>
      <AnswerFeedback
        question={question}
        answer={wrongAnswer(withFix)}
        label="Question 1 of 2"
        canRetry={canRetry}
        isLast={false}
        onRetry={() => undefined}
        onNext={() => undefined}
        {...(wording && { wording })}
      />
    </MantineProvider>,
  );
}

describe("the student's feedback after a wrong answer, by the experiment's variant (issue 32 point 3)", () => {
  it("keeps today's wording in the control and by default", () => {
    show('control', true);
    expect(screen.getByRole('heading', { name: 'Not quite' })).toBeTruthy();
    expect(screen.getByText('Have another go: you have one more try at this question.')).toBeTruthy();
    expect(screen.queryByText(/Next step/)).toBeNull();
  });

  it('says nothing more in the control once the retry is used, and the default is the control', () => {
    show(undefined, false);
    expect(screen.getByRole('heading', { name: 'Not quite' })).toBeTruthy();
    expect(screen.queryByText(/Have another go/)).toBeNull();
    expect(screen.getByText(/The right answer is C/)).toBeTruthy();
  });

  it('names the next step in the other variant, with the retry or for the next question', () => {
    const { unmount } = show('next-step', true);
    expect(screen.getByRole('heading', { name: 'Not yet: mistakes are how you learn' })).toBeTruthy();
    expect(
      screen.getByText('Next step: read how to fix it below, then use your one more try at this question.'),
    ).toBeTruthy();
    // The fix itself is shown as in the control.
    expect(screen.getByText('Keep the denominator.')).toBeTruthy();
    unmount();
    show('next-step', false, false);
    expect(
      screen.getByText(
        'Next step: compare your answer with the right one, then use it on the next question.',
      ),
    ).toBeTruthy();
  });
});
