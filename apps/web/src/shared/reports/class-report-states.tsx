import { Anchor, Select, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClassesToActOn } from '../classes/classes-to-act-on.ts';
import { paths } from '../routing/paths.ts';
import type { SessionGroup } from '../session/school-rules.ts';
import { ListEmpty } from '../ui/list-kit/list-states.tsx';
import { LoadError } from '../ui/load-error.tsx';

/** The class picker of a one-class report: the caller's classes (an administrator's: the school's). */
export function ReportClassSelect({
  groups,
  groupId,
  onChange,
}: {
  groups: readonly SessionGroup[];
  groupId: number | null;
  onChange: (groupId: number) => void;
}) {
  return (
    <Select
      label="Class"
      data={groups.map((g) => ({ value: String(g.groupId), label: g.code }))}
      value={groupId === null ? null : String(groupId)}
      onChange={(v) => v !== null && onChange(Number(v))}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No class of that name"
      style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
    />
  );
}

/**
 * The classes a one-class report can show, before the report itself: their failure (Try again), a bar
 * while they load (an administrator's come from the server), "No classes yet" when there are none, else
 * `children(groups)`.
 */
export function ClassesStates({
  classes,
  schoolId,
  children,
}: {
  classes: ClassesToActOn;
  schoolId: number;
  children: (groups: readonly SessionGroup[]) => ReactNode;
}) {
  if (classes.status === 'error') {
    return (
      <LoadError
        title="Your classes could not be loaded"
        message={classes.error.message}
        onRetry={classes.retry}
      />
    );
  }
  if (classes.status === 'pending') return <Skeleton height={36} width="20rem" />;
  if (classes.groups.length === 0) {
    return (
      <ListEmpty title="No classes yet" testId="report-no-classes">
        <Text size="sm">A class report needs a class: add one and its students.</Text>
        <Anchor component={Link} to={paths.classesNew(schoolId)}>
          Add a class
        </Anchor>
      </ListEmpty>
    );
  }
  return children(classes.groups);
}
