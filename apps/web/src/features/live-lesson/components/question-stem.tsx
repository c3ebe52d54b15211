import { Text } from '@mantine/core';
import type { LiveQuestion } from '@mathsight/contract/live-lessons.ts';
import { MathText } from '../../../shared/question/math-text.tsx';
import { QuestionDiagram } from '../../../shared/question/question-diagram.tsx';

/** The question without its options (the distribution lists them, with their votes): stem and figure. */
export function QuestionStem({ question, size }: { question: LiveQuestion; size: string }) {
  return (
    <div>
      <Text fz={size} lh={1.5} component="div">
        <MathText text={question.stem} />
      </Text>
      {question.diagramSvg && (
        <QuestionDiagram svg={question.diagramSvg} alt={question.diagramAlt ?? 'Diagram'} />
      )}
    </div>
  );
}
