import { Button, CloseButton, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChatWithTutorResult, TutorItem } from '@mathsight/contract/flow-tutor.ts';
import type { FlowItem } from '@mathsight/contract/flows.ts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useChatWithTutor } from '../api/chat-with-tutor.ts';
import classes from './topic-flow.module.css';

/**
 * Chat with tutor (decision 0050): "Ask the tutor for help" under a question opens a small panel
 * that asks at once and shows the hint; the student may type what they are stuck on and ask again
 * for the next hint, up to the server's cap. Focus moves into the panel when it opens and back to
 * the button when it closes; hints arrive in a live log, so they are read out.
 */
export function TutorChat({
  flowGeneratorSessionId,
  item,
}: {
  flowGeneratorSessionId: number;
  item: FlowItem;
}) {
  const [open, setOpen] = useState(false);
  const [hints, setHints] = useState<Array<ChatWithTutorResult & { seq: number }>>([]);
  const [message, setMessage] = useState('');
  const chat = useChatWithTutor(flowGeneratorSessionId);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const headingId = useId();

  const ask = (text?: string) => {
    chat.mutate(
      { flowItemId: item.flowItemId, ...(text?.trim() && { message: text.trim() }) },
      {
        onSuccess: (hint) => {
          setHints((h) => [...h, { ...hint, seq: h.length }]);
          setMessage('');
        },
      },
    );
  };

  const openPanel = () => {
    setOpen(true);
    if (hints.length === 0) ask();
  };
  const close = () => setOpen(false);
  // Into the panel when it opens; back to the button (rendered again) when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) headingRef.current?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const last = hints.at(-1);
  const more = !last || (last.situation !== 'rightAnswer' && last.hintsLeft > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(message);
  };
  const capped = chat.error instanceof ApiError && chat.error.status === 409;

  return (
    <Stack gap="xs" align="stretch">
      {!open && (
        <Group justify="flex-start">
          <Button
            ref={toggleRef}
            variant="light"
            onClick={openPanel}
            aria-expanded={open}
            aria-controls={panelId}
            data-testid="tutor-open"
          >
            Ask the tutor for help
          </Button>
        </Group>
      )}
      {open && (
        <section id={panelId} aria-labelledby={headingId} className={classes.card} data-testid="tutor-panel">
          <Group justify="space-between" align="center" mb="xs">
            <Title
              order={2}
              size="h5"
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              style={{ outline: 'none' }}
            >
              Chat with the tutor
            </Title>
            <CloseButton aria-label="Close the tutor chat" onClick={close} />
          </Group>
          <Text size="sm" c="gray.8" mb="xs">
            The tutor gives hints on the method, never the answer.
          </Text>
          <Stack gap="xs" role="log" aria-live="polite" aria-label="Tutor hints" data-testid="tutor-log">
            {hints.map((hint) => (
              <Stack key={hint.seq} gap={4} data-testid="tutor-hint">
                {hint.items.map((i) => (
                  <TutorLine key={`${i.flowItemType}:${i.text}`} item={i} />
                ))}
                {hint.note && (
                  <Text size="xs" c="gray.8">
                    {hint.note}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
          {chat.isPending && (
            <Group gap="xs" mt="xs" role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">The tutor is thinking…</Text>
            </Group>
          )}
          {chat.isError && !capped && (
            <LoadError
              role="alert"
              title="The tutor could not answer"
              message={chat.error.message}
              onRetry={() => chat.variables && ask(chat.variables.message)}
            />
          )}
          {capped && (
            <Text size="sm" role="status" mt="xs">
              {chat.error?.message}
            </Text>
          )}
          {more && !capped && hints.length > 0 && (
            <form onSubmit={submit}>
              <Stack gap="xs" mt="sm">
                <TextInput
                  label="What are you stuck on? (optional)"
                  value={message}
                  onChange={(e) => setMessage(e.currentTarget.value)}
                  maxLength={500}
                  disabled={chat.isPending}
                />
                <Group justify="space-between">
                  <Text size="xs" c="gray.8">
                    {last &&
                      `${last.hintsLeft} more ${last.hintsLeft === 1 ? 'hint' : 'hints'} for this question`}
                  </Text>
                  <Button type="submit" size="sm" loading={chat.isPending} data-testid="tutor-next">
                    Another hint
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
          {!more && last && (
            <Text size="sm" mt="xs" data-testid="tutor-done">
              {last.situation === 'rightAnswer'
                ? 'Nothing more to add on this one.'
                : 'That was the last hint for this question. Give it your best try.'}
            </Text>
          )}
        </section>
      )}
    </Stack>
  );
}

function TutorLine({ item }: { item: TutorItem }) {
  return (
    <Text size="sm" className={item.flowItemType === 'HighlightedText' ? classes.highlight : classes.tutor}>
      {item.text}
    </Text>
  );
}
