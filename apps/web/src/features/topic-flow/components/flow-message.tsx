import { Button, Divider, Group, Text, VisuallyHidden } from '@mantine/core';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type { FlowItem } from '@mathsight/contract/flows.ts';
import { IconPlayerPlay, IconRotateClockwise } from '@tabler/icons-react';
import { useState } from 'react';
import { MathText } from '../../../shared/question/math-text.tsx';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import { questionContent } from '../flow-items.ts';
import classes from './topic-flow.module.css';

/** One item of the conversation that is not waiting for the learner: what the tutor said, or what was answered. */
export function FlowMessage({ item }: { item: FlowItem }) {
  switch (item.flowItemType) {
    case 'Text':
      return (
        <div className={classes.tutor}>
          <MathText text={item.text ?? ''} />
        </div>
      );
    case 'HighlightedText':
      return (
        <div className={classes.highlight}>
          <MathText text={item.text ?? ''} />
        </div>
      );
    case 'Information':
      return (
        <div className={classes.information}>
          <Text size="xs" fw={700} c="indigo.9" tt="uppercase">
            How to fix it
          </Text>
          <MathText text={item.text ?? ''} />
        </div>
      );
    case 'Divider':
      return <Divider my="xs" label={item.text ?? undefined} labelPosition="center" c="gray.8" />;
    case 'Image':
      return (
        <figure className={classes.figure}>
          <img src={item.imageUrl ?? ''} alt={item.text ?? ''} />
        </figure>
      );
    case 'Video':
      return <FlowVideo item={item} />;
    case 'RadioButtonInput':
      return <Answered prompt={item.text} answer={labelOf(item) ?? item.response?.value ?? ''} />;
    case 'TextInput':
      return <Answered prompt={item.text} answer={item.response?.value ?? ''} />;
    case 'DiagnosticQuestionAnswerInput':
    case 'DiagnosticQuestionRetryInput':
      return <AnsweredQuestion item={item} />;
    default:
      // Pinned items are drawn above the chat (FlowPinned).
      return null;
  }
}

function labelOf(item: FlowItem) {
  const value = item.response?.value;
  const button = item.radioButtons?.find((b) => b.value === value);
  return button?.label ?? null;
}

function Answered({ prompt, answer }: { prompt: string | null; answer: string }) {
  return (
    <>
      <div className={classes.tutor}>
        <MathText text={prompt ?? ''} />
      </div>
      <div className={classes.learner}>
        <VisuallyHidden>You answered: </VisuallyHidden>
        {answer}
      </div>
    </>
  );
}

/** A question already answered: the card with the learner's choice, marked right when it was. */
function AnsweredQuestion({ item }: { item: FlowItem }) {
  const content = questionContent(item);
  if (!content) return null;
  const chosen = (item.response?.value ?? null) as OptionLetter | null;
  const isRetry = item.flowItemType === 'DiagnosticQuestionRetryInput';
  return (
    <div className={classes.card}>
      <QuestionCard
        heading={
          isRetry
            ? `Second try: question ${content.number} of ${content.of}`
            : `Question ${content.number} of ${content.of}`
        }
        question={{
          stem: content.stem,
          diagramSvg: content.diagramSvg,
          diagramAlt: content.diagramAlt,
          answers: content.options.filter((o) => o.letter !== content.previousLetter),
        }}
        mode={{ kind: 'review', selected: chosen, correct: item.response?.isCorrect ? chosen : null }}
      />
    </div>
  );
}

/**
 * A Video item. The app's videos are short animated explainers drawn from the content (SVG), so
 * they play in an image; Replay restarts the animation. Reduced motion shows every slide at once.
 */
function FlowVideo({ item }: { item: FlowItem }) {
  const [round, setRound] = useState(0);
  return (
    <figure className={classes.figure}>
      <img key={round} src={item.videoUrl ?? ''} alt={item.text ?? ''} />
      <Group component="figcaption" justify="space-between" mt={4} gap="xs">
        <Text size="sm" c="gray.8">
          <IconPlayerPlay size={14} aria-hidden /> Short explainer
        </Text>
        <Button
          size="compact-sm"
          variant="transparent"
          c="indigo.9"
          onClick={() => setRound((r) => r + 1)}
          leftSection={<IconRotateClockwise size={14} aria-hidden />}
        >
          Replay
        </Button>
      </Group>
    </figure>
  );
}
