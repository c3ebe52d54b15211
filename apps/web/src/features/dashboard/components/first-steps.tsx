import { Button, Group, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { useHasSetWork } from '../api/has-set-work.ts';
import { ClassCodeReveal } from './class-code-reveal.tsx';

type Step = { label: string; done: boolean; hint: string; action: ReactNode };

/**
 * The first steps while any is left: a class, students in every class, and work set. Until the
 * server has said whether work is set (the only step it is asked about), a school whose classes all
 * have students shows nothing rather than a panel that may vanish a moment later.
 */
export function FirstStepsWhileNeeded({ schoolId, groups }: { schoolId: number; groups: SessionGroup[] }) {
  const classesReady = groups.length > 0 && groups.every((g) => g.studentCount > 0);
  const work = useHasSetWork(schoolId, groups.length > 0);
  if (classesReady && work.data !== false) return null;
  return <FirstSteps schoolId={schoolId} groups={groups} hasSetWork={work.data === true} />;
}

/**
 * A new school is never a blank screen: the three steps to the first answers, the ones done ticked
 * and the next one with its button.
 */
export function FirstSteps({
  schoolId,
  groups,
  hasSetWork,
}: {
  schoolId: number;
  groups: SessionGroup[];
  hasSetWork: boolean;
}) {
  const emptyClass = groups.find((g) => g.studentCount === 0);
  const steps: Step[] = [
    {
      label: 'Add a class',
      done: groups.length > 0,
      hint: 'Its code, like 8X/Ma1, and its year group.',
      action: (
        <Button component={Link} to={paths.classesNew(schoolId)}>
          Add a class
        </Button>
      ),
    },
    {
      label: 'Your students join with the class code',
      done: groups.length > 0 && !emptyClass,
      hint: 'Show the code on the board: students sign up with it, no email needed.',
      action: (
        <Button component={Link} to={paths.classesNew(schoolId)} variant="light">
          Add a class to get its code
        </Button>
      ),
    },
    {
      label: 'Set the first work',
      done: hasSetWork,
      hint: 'A diagnostic quiz shows what each student misunderstands before you teach.',
      action: (
        <Button
          component={Link}
          to={{ search: setWorkSearch(emptyClass ? { groupId: emptyClass.groupId } : {}) }}
        >
          Set work
        </Button>
      ),
    },
  ];
  const next = steps.findIndex((s) => !s.done);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="first-steps"
    >
      <Title order={2} size="h3" id="first-steps">
        Get your school started
      </Title>
      <List spacing="md" mt="md" listStyleType="none" data-testid="first-steps">
        {steps.map((step, index) => (
          <List.Item
            key={step.label}
            icon={
              <ThemeIcon
                radius="xl"
                size={28}
                color={step.done ? 'green.8' : index === next ? 'blue.8' : 'gray.6'}
                aria-hidden
              >
                {step.done ? (
                  <IconCheck size={16} />
                ) : (
                  <Text size="sm" fw={700}>
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
            }
          >
            <Text fw={600}>
              {step.label}
              {step.done && <span className={muted.muted}> (done)</span>}
            </Text>
            <Text size="sm" className={muted.muted}>
              {step.hint}
            </Text>
            {index === next && (
              <Group mt="xs">
                {index === 1 && emptyClass ? <ClassCodeReveal group={emptyClass} /> : step.action}
              </Group>
            )}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
