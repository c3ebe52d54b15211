import { Anchor, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { useSetWorkStore } from '../state/set-work-store.ts';
import { RecommendationPanel } from './recommendation-panel.tsx';
import { StudentPicker } from './student-picker.tsx';

/** Step 2: the classes to set the work for (every student in them); retrieval practice shows each class's quiz. */
export function ClassesStep({ schoolId, error }: { schoolId: number; error: string | undefined }) {
  const groups = useSessionStore((s) => s.groups);
  const kind = useSetWorkStore((s) => s.kind);
  const groupIds = useSetWorkStore((s) => s.globalConfig.groupIds);
  const setGroupIds = useSetWorkStore((s) => s.setGroupIds);
  if (groups.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>You have no classes in this school yet, so there is no one to set work for.</Text>
        <Anchor component={Link} to={paths.classesAdd(schoolId)}>
          Add your classes
        </Anchor>
      </Stack>
    );
  }
  const chosen = new Set(groupIds);
  const toggle = (groupId: number) =>
    setGroupIds(chosen.has(groupId) ? groupIds.filter((id) => id !== groupId) : [...groupIds, groupId]);
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label="Classes"
        description={
          kind === 'RetrievalPractice'
            ? 'Each class gets its own retrieval practice, set for every student in it.'
            : 'The work is set for every student in the chosen classes, unless you choose some of them below.'
        }
        value={groupIds.map(String)}
        error={error}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {groups.map((g) => (
            <Checkbox.Card
              key={g.groupId}
              value={String(g.groupId)}
              checked={chosen.has(g.groupId)}
              onClick={() => toggle(g.groupId)}
              radius="md"
              p="sm"
              data-testid="set-work-class"
            >
              <Group wrap="nowrap" gap="sm">
                <Checkbox.Indicator />
                <div>
                  <Text fw={700} size="sm">
                    {g.code}
                  </Text>
                  <Text size="xs" className={muted.muted}>
                    {g.yearGroupName ?? 'No year group'} · {g.studentCount}{' '}
                    {g.studentCount === 1 ? 'student' : 'students'}
                  </Text>
                </div>
              </Group>
            </Checkbox.Card>
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {kind !== 'RetrievalPractice' && groupIds.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Students">
          <Text size="sm" fw={600}>
            Students
          </Text>
          {groups
            .filter((g) => chosen.has(g.groupId))
            .map((g) => (
              <StudentPicker key={g.groupId} groupId={g.groupId} code={g.code} />
            ))}
        </Stack>
      )}
      {kind === 'RetrievalPractice' && groupIds.length > 0 && (
        <Stack gap="sm">
          {groups
            .filter((g) => chosen.has(g.groupId))
            .map((g) => (
              <RecommendationPanel key={g.groupId} groupId={g.groupId} code={g.code} />
            ))}
        </Stack>
      )}
    </Stack>
  );
}
