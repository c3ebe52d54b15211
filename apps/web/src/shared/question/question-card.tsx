import { Badge, Text, VisuallyHidden } from '@mantine/core';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import { useId } from 'react';
import { MathText } from './math-text.tsx';
import classes from './question.module.css';
import { QuestionDiagram } from './question-diagram.tsx';
import { spokenText } from './spoken-math.ts';

/** What any screen knows of a question: students never receive which option is right. */
export interface QuestionView {
  stem: string;
  diagramSvg: string | null;
  diagramAlt: string | null;
  answers: Array<{
    letter: OptionLetter;
    text: string;
    isCorrect?: boolean;
    misconception?: { name: string } | null;
  }>;
}

export type QuestionCardMode =
  /** A teacher's preview: the right answer marked and the misconception behind each wrong one. */
  | { kind: 'preview' }
  /** A student answering: the options are a radio group. */
  | {
      kind: 'answer';
      selected: OptionLetter | null;
      onSelect: (letter: OptionLetter) => void;
      disabled?: boolean;
      /** Options already answered wrong (a second try): shown, but not to be chosen again. */
      ruledOut?: readonly OptionLetter[];
    }
  /** After answering: the chosen option and, when known, which was right. */
  | { kind: 'review'; selected: OptionLetter | null; correct: OptionLetter | null };

/** The one question component: stem, diagram and options A–D, for phone and desktop. */
export function QuestionCard({
  question,
  mode,
  heading,
}: {
  question: QuestionView;
  mode: QuestionCardMode;
  heading?: string;
}) {
  const name = useId();
  const stemId = `${name}-stem`;
  return (
    <div>
      {heading && (
        <Text fw={700} c="gray.8" size="sm" mb={4}>
          {heading}
        </Text>
      )}
      <div id={stemId} className={classes.stem}>
        <MathText text={question.stem} />
      </div>
      {question.diagramSvg && (
        <QuestionDiagram svg={question.diagramSvg} alt={question.diagramAlt ?? 'Diagram'} />
      )}
      {mode.kind === 'answer' ? (
        <div role="radiogroup" aria-labelledby={stemId} className={classes.options}>
          {question.answers.map((a) => {
            const ruledOut = mode.ruledOut?.includes(a.letter) ?? false;
            return (
              <label
                key={a.letter}
                className={classes.option}
                data-selected={mode.selected === a.letter}
                data-ruled-out={ruledOut}
              >
                <VisuallyHidden>
                  <input
                    type="radio"
                    name={name}
                    value={a.letter}
                    // The typeset maths never reaches a control's name: say the option in words.
                    aria-label={`Option ${a.letter}: ${spokenText(a.text)}${ruledOut ? '. Your first answer: not right' : ''}`}
                    checked={mode.selected === a.letter}
                    disabled={mode.disabled || ruledOut}
                    onChange={() => mode.onSelect(a.letter)}
                  />
                </VisuallyHidden>
                <span className={classes.letter} aria-hidden="true">
                  {a.letter}
                </span>
                <VisuallyHidden>Option {a.letter}: </VisuallyHidden>
                <span>
                  <MathText text={a.text} fullSize />
                  {ruledOut && <span className={classes.ruledOutNote}> Your first answer: not right</span>}
                </span>
              </label>
            );
          })}
        </div>
      ) : (
        <ul className={classes.options} aria-label="Options">
          {question.answers.map((a) => {
            const outcome = outcomeOf(a, mode);
            return (
              <li
                key={a.letter}
                className={classes.option}
                data-outcome={outcome}
                data-selected={mode.kind === 'review' && mode.selected === a.letter}
              >
                <span className={classes.letter} aria-hidden="true">
                  {a.letter}
                </span>
                <div>
                  <VisuallyHidden>Option {a.letter}: </VisuallyHidden>
                  <MathText text={a.text} fullSize />
                  {mode.kind === 'preview' && a.isCorrect && (
                    <div>
                      <Badge className={classes.correctBadge} size="sm" mt={4}>
                        Correct answer
                      </Badge>
                    </div>
                  )}
                  {mode.kind === 'preview' && !a.isCorrect && a.misconception && (
                    <div className={classes.misconception}>Misconception: {a.misconception.name}</div>
                  )}
                  {mode.kind === 'review' && mode.selected === a.letter && (
                    <VisuallyHidden>
                      {outcome === 'correct' ? ' (your answer, correct)' : ' (your answer)'}
                    </VisuallyHidden>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function outcomeOf(
  answer: QuestionView['answers'][number],
  mode: QuestionCardMode,
): 'correct' | 'wrong' | undefined {
  if (mode.kind === 'preview') return answer.isCorrect ? 'correct' : undefined;
  if (mode.kind === 'review') {
    if (mode.correct === answer.letter) return 'correct';
    if (mode.selected === answer.letter) return 'wrong';
  }
  return undefined;
}

/**
 * The buttons under a question (Submit, Try again, Next). They stay at the bottom of the screen
 * while the question scrolls, so a long question never hides them (a phone's above all).
 */
export function QuestionActions({ children }: { children: React.ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}
