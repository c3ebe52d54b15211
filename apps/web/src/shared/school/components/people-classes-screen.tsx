import { Anchor, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClassMembershipsResult } from '@mathsight/contract/school-students.ts';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../api/model-state.ts';
import { ClassesLoadState } from '../../classes/classes-load-state.tsx';
import { useClassesToActOn } from '../../classes/classes-to-act-on.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { SessionGroup } from '../../session/school-rules.ts';
import { useSessionStore } from '../../session/session-store.ts';
import muted from '../../ui/muted-text.module.css';
import { StatusAlert } from '../../ui/status-alert.tsx';
import { showToast } from '../../ui/toast.ts';
import { groupsInScope, parseScope, selectionOf } from '../people-scope.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const NO_GROUPS: SessionGroup[] = [];

/**
 * The add-classes and manage-classes sub-screens of the students and teachers lists (issue 13):
 * the people chosen on the list (handed over in the router's location state), the classes to add
 * them to or take them out of (within the list's scope: the caller's classes, or every class of the
 * school for an administrator), and one call that does it all in one transaction.
 */
export function PeopleClassesScreen({
  who,
  mode,
  backTo,
  save,
}: {
  who: 'students' | 'teachers';
  mode: 'add' | 'remove';
  /** The list the people were chosen on. */
  backTo: (schoolId: number, scope?: string) => string;
  save: (o: { schoolId: number; ids: number[]; groupIds: number[] }) => Promise<ClassMembershipsResult>;
}) {
  const person = who === 'students' ? (['student', 'students'] as const) : (['teacher', 'teachers'] as const);
  const title =
    mode === 'add'
      ? `Add ${person[1]} to classes`
      : who === 'students'
        ? "Manage students' classes"
        : "Manage teachers' classes";
  usePageTitle(title);
  const location = useLocation();
  const navigate = useNavigate();
  const { scope: scopeParam } = useParams();
  const schoolId = useSessionStore((s) => s.schoolId);
  const classes = useClassesToActOn();
  const groups = classes.status === 'success' ? classes.groups : NO_GROUPS;
  const scope = useMemo(() => parseScope(scopeParam, groups), [scopeParam, groups]);
  const offered = useMemo(() => groupsInScope(groups, scope), [groups, scope]);
  const selection = useMemo(() => selectionOf(location.state), [location.state]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (schoolId === null) return null;
  const back = backTo(schoolId, scopeParam);

  const toggle = (groupId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });

  const onSave = async () => {
    if (!selection) return;
    setSaving(true);
    setFailure(null);
    try {
      const result = await save({ schoolId, ids: selection.ids, groupIds: [...chosen] });
      showToast({
        id: 'people-classes',
        message:
          mode === 'add'
            ? `Added ${plural(result.added, 'class place', 'class places')}.`
            : `Took ${plural(result.removed, 'class place', 'class places')} away.`,
      });
      navigate(back);
    } catch (error) {
      setFailure(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const names = selection?.names ?? [];
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={back} size="sm">
          Back to the {person[1]}
        </Anchor>
        <Title order={1} mt={4}>
          {title}
        </Title>
        <Text className={muted.muted} mt={4}>
          {mode === 'add'
            ? who === 'students'
              ? 'They join each class you tick, with the class’s current work. Their other classes stay.'
              : 'They teach each class you tick, beside its other teachers.'
            : who === 'students'
              ? 'They leave each class you tick, and its open work they had not started. Answers they gave there stay with the class’s past results.'
              : 'They stop teaching each class you tick. The class and its work stay.'}
        </Text>
      </div>

      {!selection ? (
        <Card withBorder radius="md" padding="xl" data-testid="no-selection">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>No {person[1]} chosen</Text>
            <Text size="sm">Choose {person[1]} on the list first, then come back here.</Text>
            <Anchor component={Link} to={back}>
              Choose {person[1]}
            </Anchor>
          </Stack>
        </Card>
      ) : (
        <>
          <Text fw={600} data-testid="chosen-people">
            {plural(selection.ids.length, person[0], person[1])}
            {names.length > 0 && `: ${names.slice(0, 6).join(', ')}`}
            {selection.ids.length > Math.min(names.length, 6) && names.length > 0 && ' and more'}
          </Text>
          {classes.status !== 'success' ? (
            <ClassesLoadState found={classes} height={120} />
          ) : offered.length === 0 ? (
            <Card withBorder radius="md" padding="xl" data-testid="no-classes">
              <Text fw={600}>No classes to choose</Text>
              <Text size="sm">
                {classes.isAdministrator
                  ? `The school has no classes${scope ? ` in ${scope.label}` : ''} yet.`
                  : `You can choose among the classes you teach${scope ? ` in ${scope.label}` : ''}.`}
              </Text>
            </Card>
          ) : (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>
                <Text fw={600} mb="xs">
                  {mode === 'add' ? 'Classes to add them to' : 'Classes to take them out of'}
                </Text>
              </legend>
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
                {offered.map((g) => (
                  <Checkbox
                    key={g.groupId}
                    label={g.yearGroupName ? `${g.code} (${g.yearGroupName})` : g.code}
                    checked={chosen.has(g.groupId)}
                    onChange={() => toggle(g.groupId)}
                  />
                ))}
              </SimpleGrid>
            </fieldset>
          )}
          {failure && (
            <StatusAlert tone="error" title="Nothing was changed">
              {failure}
            </StatusAlert>
          )}
          <Group gap="sm">
            <Button onClick={() => void onSave()} loading={saving} disabled={chosen.size === 0}>
              {mode === 'add'
                ? `Add to ${plural(chosen.size, 'class', 'classes')}`
                : `Take out of ${plural(chosen.size, 'class', 'classes')}`}
            </Button>
            <Button variant="default" component={Link} to={back}>
              Cancel
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
