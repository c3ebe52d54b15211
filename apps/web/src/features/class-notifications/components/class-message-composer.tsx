import { Button, Checkbox, Group, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CLASS_MESSAGE_MAX } from '@mathsight/contract/class-notifications.ts';
import { type FormEvent, useId, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useSendClassMessage, useValidateClassMessage } from '../api/class-messages.ts';

/** More classes than this (an administrator's whole school) are chosen from a searchable list, not ticked. */
export const MAX_CHECKBOXES = 12;

/** How long typing pauses before the message is checked with the server. */
export const VALIDATE_DEBOUNCE_MS = 400;

export interface ComposerClass {
  groupId: number;
  code: string;
  studentCount: number;
}

const studentsText = (n: number) => (n === 1 ? '1 student' : `${n} students`);
const listText = (codes: string[]) =>
  codes.length <= 1 ? (codes[0] ?? '') : `${codes.slice(0, -1).join(', ')} and ${codes.at(-1)}`;

/**
 * Write a short message to one or more classes' students: checked with the server as the teacher
 * types (debounced), which says how many students will see it, then sent to each class.
 */
export function ClassMessageComposer({
  classes,
  onSent,
}: {
  classes: readonly ComposerClass[];
  onSent?: (groupIds: number[]) => void;
}) {
  const [groupIds, setGroupIds] = useState<string[]>(() =>
    classes.length === 1 && classes[0] ? [String(classes[0].groupId)] : [],
  );
  const [message, setMessage] = useState('');
  const [debounced] = useDebouncedValue(message, VALIDATE_DEBOUNCE_MS);
  const [sent, setSent] = useState<string | null>(null);
  const chosen = groupIds.map(Number);
  const checks = useValidateClassMessage(chosen, debounced);
  const send = useSendClassMessage();
  const counterId = useId();

  const text = message.trim();
  const tooLong = message.length > CLASS_MESSAGE_MAX;
  const settled = debounced === message;
  const failed = checks.find((c) => c.isError);
  const serverError = failed
    ? (fieldErrorsOf(failed.error).message ?? errorMessageOf(failed.error))
    : undefined;
  const messageError = tooLong
    ? `Use at most ${CLASS_MESSAGE_MAX} characters`
    : settled
      ? serverError
      : undefined;
  const allChecked = chosen.length > 0 && text.length > 0 && settled && checks.every((c) => c.isSuccess);
  const recipients = checks.reduce((sum, c) => sum + (c.data?.recipientCount ?? 0), 0);

  const choose = (value: string[]) => {
    setSent(null);
    setGroupIds(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0 || text.length === 0 || tooLong) return;
    setSent(null);
    const codes = classes.filter((c) => chosen.includes(c.groupId)).map((c) => c.code);
    send.mutate(
      { groupIds: chosen, message: text },
      {
        onSuccess: (results) => {
          const n = results.reduce((sum, r) => sum + r.recipientCount, 0);
          setSent(`Sent to ${listText(codes)}: ${studentsText(n)} will see it.`);
          setMessage('');
          onSent?.(chosen);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label="New class message" noValidate>
      <Stack gap="md">
        {classes.length > MAX_CHECKBOXES ? (
          <MultiSelect
            label="Send to"
            description="Choose one class or more: type to find one."
            data={classes.map((c) => ({
              value: String(c.groupId),
              label: `${c.code} (${studentsText(c.studentCount)})`,
            }))}
            value={groupIds}
            onChange={choose}
            searchable
            clearable
            nothingFoundMessage="No class of that name"
            data-testid="class-message-classes"
          />
        ) : (
          <Checkbox.Group
            label="Send to"
            description="Choose one class or more."
            value={groupIds}
            onChange={choose}
          >
            <Group gap="md" mt="xs" wrap="wrap">
              {classes.map((c) => (
                <Checkbox
                  key={c.groupId}
                  value={String(c.groupId)}
                  label={`${c.code} (${studentsText(c.studentCount)})`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Stack gap={4}>
          <Textarea
            label="Message"
            description="A short note your students see in Mathsight, under their work."
            autosize
            minRows={3}
            maxRows={8}
            value={message}
            onChange={(e) => {
              setSent(null);
              setMessage(e.currentTarget.value);
            }}
            error={messageError}
            aria-describedby={counterId}
            data-testid="class-message-text"
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text
              size="sm"
              id={counterId}
              c={tooLong ? 'red.9' : undefined}
              data-testid="class-message-count"
            >
              {message.length} of {CLASS_MESSAGE_MAX} characters
            </Text>
            <Text size="sm" fw={600} role="status" data-testid="class-message-recipients">
              {allChecked ? `${studentsText(recipients)} will see this` : ''}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <Button
            type="submit"
            loading={send.isPending}
            disabled={chosen.length === 0 || text.length === 0 || tooLong}
          >
            Send message
          </Button>
          {chosen.length === 0 && <Text size="sm">Choose a class to send to.</Text>}
        </Group>
        <div aria-live="polite">
          {sent && <StatusAlert tone="success" role="status" title={sent} />}
          {send.isError && (
            <StatusAlert tone="error" role="alert" title="The message was not sent">
              {errorMessageOf(send.error)}
            </StatusAlert>
          )}
        </div>
      </Stack>
    </form>
  );
}
