import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useClassContext } from './class-context.ts';
import { ClassesTable } from './classes-table.tsx';
import { useYourClasses } from './use-your-classes.ts';

/**
 * `/{schoolId}/settings` (class editing): the classes the teacher teaches, each with its edit link;
 * an administrator also reaches every class of the school.
 */
export function ClassSettingsPage() {
  usePageTitle('Class settings');
  const { schoolId, isAdministrator } = useClassContext();
  const read = useYourClasses();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Class settings</Title>
        <Text className={muted.muted} mt={4}>
          Edit your classes: their names, year groups, teachers and students.
        </Text>
      </div>
      <Group gap="lg" wrap="wrap">
        {isAdministrator && (
          <Anchor component={Link} to={paths.settingsClasses(schoolId)} data-testid="all-classes-link">
            All of the school's classes
          </Anchor>
        )}
        <Anchor component={Link} to={paths.classesNew(schoolId)}>
          Add a class
        </Anchor>
      </Group>
      <Group component="nav" gap="lg" wrap="wrap" aria-label="The school's people and roster">
        <Anchor component={Link} to={paths.settingsStudents(schoolId)}>
          Students
        </Anchor>
        <Anchor component={Link} to={paths.settingsTeachers(schoolId)}>
          Teachers
        </Anchor>
        <Anchor component={Link} to={paths.settingsParents(schoolId)}>
          Parents
        </Anchor>
        <Anchor component={Link} to={paths.settingsSync(schoolId)}>
          Sync and imports
        </Anchor>
      </Group>
      <Title order={2} size="h3">
        Your classes
      </Title>
      <ListStates
        read={read}
        noun="your classes"
        errorTitle="Your classes could not be loaded"
        loadingRows={4}
        isEmpty={(items) => items.length === 0}
        empty={
          <ListEmpty title="You teach no classes yet" testId="classes-empty">
            <Text size="sm">Add a class, or ask a colleague to add you to theirs.</Text>
            <Anchor component={Link} to={paths.classesNew(schoolId)}>
              Add a class
            </Anchor>
          </ListEmpty>
        }
      >
        {(groups) => <ClassesTable schoolId={schoolId} groups={groups} label="Your classes" />}
      </ListStates>
    </Stack>
  );
}
