import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ChildWeek, ChildWork } from '@mathsight/contract/parent-home.ts';
import { ordinal } from '../../../shared/numbers/ordinal.ts';
import muted from '../../../shared/ui/muted-text.module.css';

/** Filled in shades that keep white text at WCAG AA. */
const STATUS: Record<ChildWork['status'], { label: string; color: string }> = {
  open: { label: 'To do', color: 'indigo.9' },
  started: { label: 'Started', color: 'gray.7' },
  done: { label: 'Handed in', color: '#1b5e20' },
  missed: { label: 'Not handed in', color: 'red.9' },
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

function WorkItem({ work }: { work: ChildWork }) {
  const status = STATUS[work.status];
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {work.name}
          </Text>
          <Text size="sm" className={muted.muted}>
            Due {dayFormat.format(new Date(work.endDate))} · {work.questionCount} questions
          </Text>
        </div>
        <Badge color={status.color} variant="filled" style={{ flexShrink: 0 }}>
          {status.label}
        </Badge>
      </Group>
      {work.scorePercent !== null && (
        <Text size="sm" mt={4}>
          Score <strong>{work.scorePercent}%</strong> ({work.answeredCount} of {work.questionCount} answered)
        </Text>
      )}
      {work.teacherComments.length > 0 && (
        <Stack gap={2} mt={4}>
          <Text size="sm" fw={600}>
            Teacher&apos;s comments
          </Text>
          {work.teacherComments.map((comment, i) => (
            // Comments have no id here; their order is fixed (oldest first).
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list read once
            <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {comment}
            </Text>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function WorkList({ title, items, empty }: { title: string; items: ChildWork[]; empty: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" className={muted.muted}>
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {items.map((w) => (
            <WorkItem key={w.assignmentId} work={w} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function TopicList({
  label,
  topics,
  empty,
}: {
  label: string;
  topics: ChildWeek['topics']['secure'];
  empty: string;
}) {
  return (
    <div>
      <Text fw={600}>{label}</Text>
      {topics.length === 0 ? (
        <Text size="sm" className={muted.muted}>
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={2} mt={4} pl="md" m={0}>
          {topics.map((t) => (
            <Text component="li" key={t.topicUnitId} size="sm">
              {t.name}
            </Text>
          ))}
        </Stack>
      )}
    </div>
  );
}

/** One child's week for their parent: work, topics, what to help with, and their own league place. */
export function ChildWeekView({ week }: { week: ChildWeek }) {
  const name = week.child.firstName;
  const thisWeek = week.work.filter((w) => w.week === 'this');
  const lastWeek = week.work.filter((w) => w.week === 'last');
  return (
    <Stack gap="md">
      <Section title="Work">
        <WorkList title="This week" items={thisWeek} empty={`No work has been set for ${name} this week.`} />
        <WorkList title="Last week" items={lastWeek} empty="No work was set last week." />
      </Section>

      <Section title="Topics">
        <TopicList
          label="Secure in"
          topics={week.topics.secure}
          empty={`Not enough answers yet to say which topics ${name} is secure in.`}
        />
        <TopicList
          label="Working on"
          topics={week.topics.workingOn}
          empty="Nothing to show yet: topics appear after a few answers."
        />
      </Section>

      <Section title="How to help at home">
        {week.misconceptions.length === 0 ? (
          <Text size="sm" className={muted.muted}>
            {name} shows no mistaken idea in their recent answers. Asking them to explain a topic to you is
            still great practice.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Ideas to work on"
          >
            {week.misconceptions.map((m) => (
              <li key={m.misconceptionId}>
                <Text fw={600}>{m.name}</Text>
                <Text size="sm" className={muted.muted}>
                  {m.topic}
                </Text>
                <Text size="sm" mt={2}>
                  {m.helpAtHome}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Section>

      {week.leagues && week.leagues.length > 0 && (
        <Section title="Class league">
          {week.leagues.map((l) => (
            <Text key={l.groupName}>
              {name} is <strong>{ordinal(l.position)}</strong> of {l.of} in {l.groupName} this week, for
              effort.
            </Text>
          ))}
        </Section>
      )}
    </Stack>
  );
}
