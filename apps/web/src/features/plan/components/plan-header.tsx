import { Button, Group, Text, Title } from '@mantine/core';
import { IconCalendarMonth, IconList, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { ClassScopeNote } from '../../../shared/session/components/class-scope-note.tsx';
import muted from '../../../shared/ui/muted-text.module.css';

/** The plan's heading, its actions, the links between the list and the calendar, and the class shown. */
export function PlanHeader({ schoolId, view }: { schoolId: number; view: 'list' | 'calendar' }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <div>
          <Title order={1}>Plan</Title>
          <Text className={muted.muted} mt={4}>
            The work set for your classes: what is coming up and what has finished.
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.settingsAssignments(schoolId)}
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Assignment settings
          </Button>
          <Button
            component={Link}
            to={{ search: setWorkSearch() }}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="set-work-button"
          >
            Set work
          </Button>
        </Group>
      </Group>
      <nav aria-label="Plan views">
        <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          <li>
            <Button
              component={Link}
              to={paths.plan(schoolId)}
              variant={view === 'list' ? 'filled' : 'default'}
              aria-current={view === 'list' ? 'page' : undefined}
              leftSection={<IconList size={16} aria-hidden />}
              size="sm"
            >
              List
            </Button>
          </li>
          <li>
            <Button
              component={Link}
              to={paths.planCalendar(schoolId)}
              variant={view === 'calendar' ? 'filled' : 'default'}
              aria-current={view === 'calendar' ? 'page' : undefined}
              leftSection={<IconCalendarMonth size={16} aria-hidden />}
              size="sm"
            >
              Calendar
            </Button>
          </li>
        </Group>
      </nav>
      <ClassScopeNote />
    </>
  );
}
