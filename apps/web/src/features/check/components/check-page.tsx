import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ConsolidatedInsights } from '@mathsight/contract/insights.ts';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useConsolidatedInsights } from '../../../shared/insights/api/get-consolidated-insights.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { classScopeName } from '../../../shared/session/class-selection.ts';
import { ClassScopeNote } from '../../../shared/session/components/class-scope-note.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';
import { ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { MostWrongQuestions } from './most-wrong-questions.tsx';
import { RecentWorkTable } from './recent-work-table.tsx';

function TopMisconceptions({
  schoolId,
  items,
  scope,
}: {
  schoolId: number;
  items: ConsolidatedInsights['topMisconceptions'];
  scope: string;
}) {
  if (items.length === 0) return <Text>No misconceptions showed in recent work of {scope}.</Text>;
  return (
    <PlainList gap="sm" aria-label="Misconceptions most held">
      {items.map((m) => (
        <Card
          key={m.misconceptionId}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          data-testid="top-misconception"
        >
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm">
              {m.name}
            </Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {m.studentCount} {m.studentCount === 1 ? 'student' : 'students'}
            </Text>
          </Group>
          <Text size="xs" className={muted.muted} lineClamp={2}>
            {m.description}
          </Text>
          {m.assignmentIds[0] !== undefined && (
            <Anchor
              component={Link}
              to={paths.fixAssignment(schoolId, m.assignmentIds[0], { misconceptionId: m.misconceptionId })}
              size="sm"
              fw={600}
            >
              Fix it
            </Anchor>
          )}
        </Card>
      ))}
    </PlainList>
  );
}

/** `/{schoolId}/check`: recent work with completion and score, the questions most answered wrongly, the misconceptions most held. */
export function CheckPage() {
  usePageTitle('Check');
  const schoolId = useSessionStore((s) => s.schoolId);
  // The class chosen in the sidebar narrows everything here, as on the other pages.
  const { groupId, group } = useSelectedClass();
  const insights = useConsolidatedInsights(schoolId ?? 0, groupId);
  if (schoolId === null) return null;
  const scope = classScopeName(group);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>Check</Title>
          <Text>How your classes did in the last six weeks, and what to fix next.</Text>
          <ClassScopeNote />
        </Stack>
        <Group gap="sm" align="flex-end">
          <Anchor component={Link} to={paths.fix(schoolId)} fw={600}>
            Work worth fixing
          </Anchor>
        </Group>
      </Group>
      <ListStates
        read={insights}
        noun="recent results"
        errorTitle="Recent results could not be loaded"
        isEmpty={() => false}
        empty={null}
      >
        {(data) => (
          <>
            <Stack gap="sm" component="section" aria-labelledby="recent-work-heading">
              <Title order={2} size="h3" id="recent-work-heading">
                Recent work
              </Title>
              <RecentWorkTable schoolId={schoolId} items={data.recentWork} scope={scope} />
            </Stack>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <Stack gap="sm" component="section" aria-labelledby="wrong-heading">
                <Title order={2} size="h3" id="wrong-heading">
                  Questions most answered wrongly
                </Title>
                <MostWrongQuestions
                  schoolId={schoolId}
                  items={data.mostWrongQuestions}
                  recentWork={data.recentWork}
                  scope={scope}
                />
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="misconceptions-heading">
                <Title order={2} size="h3" id="misconceptions-heading">
                  Misconceptions most held
                </Title>
                <TopMisconceptions schoolId={schoolId} items={data.topMisconceptions} scope={scope} />
              </Stack>
            </SimpleGrid>
          </>
        )}
      </ListStates>
    </Stack>
  );
}
