import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClassesLoadState } from '../../../shared/classes/classes-load-state.tsx';
import { useClassesToActOn } from '../../../shared/classes/classes-to-act-on.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { ClassMessageComposer, type ComposerClass } from './class-message-composer.tsx';
import { ClassMessageHistory } from './class-message-history.tsx';

/**
 * `/{schoolId}/classes/notifications` (issue 13): a teacher writes a short message to the students of
 * one or more of their classes (an administrator: of any class of the school), shown to them in the
 * app, and reads what was sent to each class.
 */
export function ClassNotificationsPage() {
  usePageTitle('Class notifications');
  const schoolId = useSessionStore((s) => s.schoolId);
  const found = useClassesToActOn();
  if (schoolId === null) return null;
  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1}>Class notifications</Title>
        <Text className={muted.muted} mt={4}>
          Send a short message to the students of{' '}
          {found.isAdministrator ? "the school's classes" : 'your classes'}: a reminder, a change of room, a
          well done. They see it in Mathsight, above their work.
        </Text>
      </div>
      {found.status !== 'success' ? (
        <ClassesLoadState found={found} height={240} />
      ) : (
        <ClassMessages
          schoolId={schoolId}
          isAdministrator={found.isAdministrator}
          classes={found.groups.map((g) => ({
            groupId: g.groupId,
            code: g.code,
            studentCount: g.studentCount,
          }))}
        />
      )}
    </Stack>
  );
}

/** The composer and the sent messages over the classes the caller may message, or how to add one. */
function ClassMessages({
  schoolId,
  isAdministrator,
  classes,
}: {
  schoolId: number;
  isAdministrator: boolean;
  classes: ComposerClass[];
}) {
  const [historyFor, setHistoryFor] = useState<number | null>(null);
  const shown = historyFor ?? classes[0]?.groupId ?? null;
  return (
    <>
      {classes.length === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="class-notifications-empty">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>
              {isAdministrator ? 'The school has no classes yet' : 'You have no classes yet'}
            </Text>
            <Text size="sm">
              Messages go to the students of a class{isAdministrator ? '' : ' you teach'}. Add a class and its
              students first.
            </Text>
            <Anchor component={Link} to={paths.classesNew(schoolId)}>
              Add a class
            </Anchor>
          </Stack>
        </Card>
      ) : (
        <>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="new-class-message">
            <Title order={2} size="h3" id="new-class-message" mb="md">
              New message
            </Title>
            <ClassMessageComposer
              classes={classes}
              onSent={(ids) => {
                if (shown === null || !ids.includes(shown)) setHistoryFor(ids[0] ?? null);
              }}
            />
          </Card>
          <ClassMessageHistory classes={classes} groupId={shown} onGroupChange={setHistoryFor} />
        </>
      )}
    </>
  );
}
