import { Anchor, Card, Container, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useTeacherClasses } from '../api/list-teacher-classes.ts';
import { useClassContext } from './class-context.ts';
import { classViewOf } from './class-page.tsx';

/**
 * `/{schoolId}/classes/{groupId}/switch`: choose another of your classes; the class page opens on
 * the same view (`?view=` as the class page passes it).
 */
export function ClassSwitchPage() {
  usePageTitle('Switch class');
  const { schoolId, groupId, teacherId, me } = useClassContext();
  const view = classViewOf(useSearchParams()[0].get('view') ?? undefined);
  const mine = useTeacherClasses(teacherId);
  const groups = mine.data?.items ?? [];
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
        {me.isPending || mine.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Text role="status">Loading your classes…</Text>
            <Skeleton height={120} />
          </Stack>
        ) : me.isError || mine.isError ? (
          <LoadError
            title="Your classes could not be loaded"
            message={(mine.error ?? me.error)?.message ?? ''}
            onRetry={() => {
              void me.refetch();
              void mine.refetch();
            }}
          />
        ) : groups.length === 0 ? (
          <Card withBorder padding="lg">
            <Text>You teach no classes yet.</Text>
            <Anchor component={Link} to={paths.classesNew(schoolId)}>
              Add a class
            </Anchor>
          </Card>
        ) : (
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
      </Stack>
    </Container>
  );
}
