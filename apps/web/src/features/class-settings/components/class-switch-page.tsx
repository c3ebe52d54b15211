import { Anchor, Card, Container, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useClassContext } from './class-context.ts';
import { classViewOf } from './class-page.tsx';
import { useYourClasses } from './use-your-classes.ts';

/**
 * `/{schoolId}/classes/{groupId}/switch`: choose another of your classes; the class page opens on
 * the same view (`?view=` as the class page passes it).
 */
export function ClassSwitchPage() {
  usePageTitle('Switch class');
  const { schoolId, groupId } = useClassContext();
  const view = classViewOf(useSearchParams()[0].get('view') ?? undefined);
  const yours = useYourClasses();
  const pathOf = (id: number) => paths.classPage(schoolId, id, view === 'work' ? 'work' : undefined);
  return (
    <Container size={560} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={pathOf(groupId)} size="sm">
            Back to the class
          </Anchor>
          <Title order={1} mt="xs">
            Switch class
          </Title>
          <Text className={muted.muted} mt={4}>
            Choose one of your classes.
          </Text>
        </div>
        <ListStates
          read={yours}
          noun="your classes"
          errorTitle="Your classes could not be loaded"
          loadingRows={1}
          rowHeight={120}
          isEmpty={(groups) => groups.length === 0}
          empty={
            <ListEmpty title="You teach no classes yet.">
              <Anchor component={Link} to={paths.classesNew(schoolId)}>
                Add a class
              </Anchor>
            </ListEmpty>
          }
        >
          {(groups) => (
            <nav aria-label="Your classes">
              <Stack gap="xs">
                {groups.map((g) => (
                  <UnstyledButton
                    key={g.groupId}
                    component={Link}
                    to={pathOf(g.groupId)}
                    aria-current={g.groupId === groupId ? 'page' : undefined}
                  >
                    <Card
                      withBorder
                      padding="sm"
                      radius="md"
                      bg={g.groupId === groupId ? 'indigo.0' : undefined}
                    >
                      <Text fw={600}>
                        {g.code}
                        {g.groupId === groupId && ' (this class)'}
                      </Text>
                      <Text size="sm" c="gray.8">
                        {g.studentCount} {g.studentCount === 1 ? 'student' : 'students'}
                        {g.yearGroups.length > 0 && ` · ${g.yearGroups.map((y) => y.name).join(', ')}`}
                      </Text>
                    </Card>
                  </UnstyledButton>
                ))}
              </Stack>
            </nav>
          )}
        </ListStates>
      </Stack>
    </Container>
  );
}
