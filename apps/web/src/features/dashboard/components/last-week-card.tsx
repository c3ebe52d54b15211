import { Anchor, Card, Group, List, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { WeeklyClass, WeeklyInsights } from '@mathsight/contract/weekly-insights.ts';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useWeeklyInsights } from '../api/get-weekly-insights.ts';
import { lastWeekClasses, notStartedLine, weekLabel } from '../last-week.ts';

function ClassInsights({ item }: { item: WeeklyClass }) {
  const { schoolId } = item;
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="last-week-class">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h4">
            {item.code}
          </Title>
          {item.completionPercent !== null && (
            <Text size="sm">
              {item.handedInCount} of {item.setCount} handed in
            </Text>
          )}
        </Group>
        {item.completionPercent !== null && (
          <Progress
            value={item.completionPercent}
            color="green.9"
            size="sm"
            aria-label={`${item.code}: ${item.completionPercent}% of the work due was handed in`}
          />
        )}
        <Title order={4} size="h6" mt={4}>
          Work due
        </Title>
        {item.work.length === 0 ? (
          <Text size="sm">No work was due.</Text>
        ) : (
          <List size="sm" spacing={6} listStyleType="none" p={0} m={0}>
            {item.work.map((w) => (
              <List.Item key={w.assignmentId}>
                <Anchor
                  component={Link}
                  to={paths.assignment(schoolId, w.assignmentId)}
                  fw={700}
                  size="sm"
                  data-testid="last-week-work"
                >
                  {w.name}
                </Anchor>
                <Text span size="sm">
                  {': '}
                  {w.handedInCount} of {w.setCount} handed in ({w.completionPercent}%)
                </Text>
                {w.notStartedCount > 0 && (
                  <Text size="xs" className={muted.muted}>
                    Not started: {notStartedLine(w)}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
        <Title order={4} size="h6" mt={4}>
          Misconceptions most held
        </Title>
        {item.misconceptions.length === 0 ? (
          <Text size="sm">None showed in their answers.</Text>
        ) : (
          <List size="sm" spacing={6} listStyleType="none" p={0} m={0}>
            {item.misconceptions.map((m) => (
              <List.Item key={m.misconceptionId}>
                <Anchor
                  component={Link}
                  to={paths.fixAssignment(schoolId, m.assignmentId, { misconceptionId: m.misconceptionId })}
                  size="sm"
                >
                  {m.name}
                </Anchor>
                <Text span size="sm">
                  {': '}
                  {m.studentCount} {m.studentCount === 1 ? 'student' : 'students'}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

/** The card's content for one school (and the sidebar's class, when one is chosen). */
export function LastWeekView({
  insights,
  schoolId,
  groupId,
}: {
  insights: WeeklyInsights;
  schoolId: number;
  groupId: number | null;
}) {
  const classes = lastWeekClasses(insights, schoolId, groupId);
  return (
    <Stack gap="sm">
      <Text size="sm" className={muted.muted}>
        {weekLabel(insights)}: the work due and the misconceptions students showed most, as your Monday email
        says.
      </Text>
      {classes.length === 0 ? (
        <Text size="sm" data-testid="last-week-empty">
          {groupId === null
            ? 'Nothing was due last week in your classes here, and no misconceptions showed in their answers.'
            : 'Nothing was due last week in this class, and no misconceptions showed in its answers.'}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {classes.map((c) => (
            <ClassInsights key={c.groupId} item={c} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The dashboard's "Last week in your classes" (GET users/me/weekly-insights). */
export function LastWeekCard({ schoolId }: { schoolId: number }) {
  const { groupId } = useSelectedClass();
  const insights = useWeeklyInsights();
  return (
    <Stack component="section" aria-labelledby="last-week" gap="sm" data-testid="last-week">
      <Title order={2} id="last-week" size="h3">
        Last week in your classes
      </Title>
      {insights.isPending && (
        <Stack gap="xs" aria-hidden="true">
          <Skeleton height={16} width="60%" />
          <Skeleton height={120} radius="md" />
        </Stack>
      )}
      {insights.isError && (
        <LoadError
          title="Last week could not be loaded"
          message={insights.error.message}
          onRetry={() => void insights.refetch()}
        />
      )}
      {insights.data && <LastWeekView insights={insights.data} schoolId={schoolId} groupId={groupId} />}
    </Stack>
  );
}
