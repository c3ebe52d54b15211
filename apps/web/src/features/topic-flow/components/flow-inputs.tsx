import { Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type { FlowItem, FlowQuestionContent } from '@mathsight/contract/flows.ts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MathText } from '../../../shared/question/math-text.tsx';
import { QuestionCard } from '../../../shared/question/question-card.tsx';
import classes from './topic-flow.module.css';

export interface InputProps {
  item: FlowItem;
  /** Sends the value; the screen keeps the request (and its id) for a retry after a failure. */
  onRespond: (value: string) => void;
  pending: boolean;
}

/** Moves focus to a new input when it appears, so keyboard and screen-reader users land on it. */
function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

/** A RadioButtonInput: one choice from the item's radio buttons (e.g. how confident the learner feels). */
export function RadioInput({ item, onRespond, pending }: InputProps) {
  const [value, setValue] = useState<string | null>(null);
  const ref = useFocusOnArrival<HTMLDivElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onRespond(value);
  };
  return (
    <form onSubmit={submit} className={classes.card} data-testid="flow-radio-input">
      <div ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
        <Radio.Group
          value={value}
          onChange={setValue}
          label={<MathText text={item.text ?? ''} />}
          styles={{ label: { fontSize: 'var(--mantine-font-size-md)', marginBottom: 8 } }}
        >
          <Stack gap="xs">
            {(item.radioButtons ?? []).map((b) => (
              <Radio
                key={b.value}
                value={b.value}
                disabled={pending}
                // labelOptions.emoji is not drawn: without a colour emoji font (common on school
                // machines) some faces render as empty boxes, and the words say it all.
                label={b.label}
              />
            ))}
          </Stack>
        </Radio.Group>
      </div>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" disabled={!value} loading={pending}>
          Send
        </Button>
      </Group>
    </form>
  );
}

/** A TextInput: a short written reply (a reflection). */
export function TextReply({ item, onRespond, pending }: InputProps) {
  const [value, setValue] = useState('');
  const ref = useFocusOnArrival<HTMLTextAreaElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onRespond(value.trim());
  };
  return (
    <form onSubmit={submit} className={classes.card} data-testid="flow-text-input">
      <Textarea
        ref={ref}
        label={item.text}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
        disabled={pending}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" disabled={!value.trim()} loading={pending}>
          Send
        </Button>
      </Group>
    </form>
  );
}

/**
 * A DiagnosticQuestionAnswerInput or RetryInput: the question through the shared QuestionCard. A
 * retry leaves out the option already chosen.
 */
export function QuestionInput({
  item,
  content,
  onRespond,
  pending,
}: InputProps & { content: FlowQuestionContent }) {
  const [selected, setSelected] = useState<OptionLetter | null>(null);
  const ref = useFocusOnArrival<HTMLHeadingElement>();
  const isRetry = item.flowItemType === 'DiagnosticQuestionRetryInput';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected) onRespond(selected);
  };
  const answers = content.options.filter((o) => o.letter !== content.previousLetter);
  return (
    <form onSubmit={submit} className={classes.card} data-testid="flow-question-input">
      <Title order={2} size="h4" ref={ref} tabIndex={-1} mb="xs" style={{ outline: 'none' }}>
        {isRetry
          ? `Try again: question ${content.number} of ${content.of}`
          : `Question ${content.number} of ${content.of}`}
      </Title>
      {isRetry && content.previousLetter && (
        <Text size="sm" mb="xs">
          You chose {content.previousLetter} before. Choose again from the others.
        </Text>
      )}
      <QuestionCard
        question={{
          stem: content.stem,
          diagramSvg: content.diagramSvg,
          diagramAlt: content.diagramAlt,
          answers,
        }}
        mode={{ kind: 'answer', selected, onSelect: setSelected, disabled: pending }}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" disabled={!selected} loading={pending} data-testid="flow-check-answer">
          Check answer
        </Button>
      </Group>
    </form>
  );
}
