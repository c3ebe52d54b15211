import { Badge, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { useClassMessages } from '../api/class-messages.ts';
import { type ComposerClass, MAX_CHECKBOXES } from './class-message-composer.tsx';

/** The messages sent to one class, newest first, with when, who sent them and to how many. */
export function ClassMessageHistory({
  classes,
  groupId,
  onGroupChange,
}: {
  classes: readonly ComposerClass[];
  groupId: number | null;
  onGroupChange: (groupId: number | null) => void;
}) {
  const history = useClassMessages(groupId);
  const code = classes.find((c) => c.groupId === groupId)?.code ?? '';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="class-message-history">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="md">
        <Title order={2} size="h3" id="class-message-history">
          Sent messages
        </Title>
        <Select
          label="Class"
          data={classes.map((c) => ({ value: String(c.groupId), label: c.code }))}
          value={groupId === null ? null : String(groupId)}
          onChange={(v) => onGroupChange(v === null ? null : Number(v))}
          allowDeselect={false}
          searchable={classes.length > MAX_CHECKBOXES}
          nothingFoundMessage="No class of that name"
          w={180}
          data-testid="history-class"
        />
      </Group>
      {groupId === null ? (
        <Text size="sm">Choose a class to see the messages sent to it.</Text>
      ) : (
        <ListStates
          read={history}
          noun="the messages"
          errorTitle="The sent messages could not be loaded"
          loadingRows={3}
          rowHeight={48}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Text size="sm" data-testid="history-empty">
              No messages sent to {code} yet.
            </Text>
          }
        >
          {(data) => (
            <PlainList gap="md" aria-label={`Messages sent to ${code}`}>
              {data.items.map((m) => (
                <li key={m.classMessageId} data-testid="sent-message">
                  <Stack gap={4}>
                    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.message}</Text>
                    <Group gap="xs" wrap="wrap">
                      <Text size="xs" className={muted.muted}>
                        {formatSchoolDateTime(m.sentAt)} · {m.senderName ?? 'A former teacher'}
                      </Text>
                      <Badge variant="outline" color="teal.9" size="sm">
                        {m.recipientCount === 1 ? '1 student' : `${m.recipientCount} students`}
                      </Badge>
                    </Group>
                  </Stack>
                </li>
              ))}
            </PlainList>
          )}
        </ListStates>
      )}
    </Card>
  );
}
