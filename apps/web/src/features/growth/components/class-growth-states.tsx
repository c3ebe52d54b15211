import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ListRead, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';

/**
 * The states of a one-class growth screen: a sentence while the teacher has no class, then the list
 * kit's loading rows ("Loading <noun>") and error (`errorTitle`, Try again), else `children(data)`.
 */
export function ClassGrowthStates<T>({
  hasClasses,
  noClasses,
  read,
  noun,
  errorTitle,
  children,
}: {
  hasClasses: boolean;
  noClasses: string;
  read: ListRead<T>;
  noun: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (!hasClasses) return <Text>{noClasses}</Text>;
  return (
    <ListStates read={read} noun={noun} errorTitle={errorTitle} isEmpty={() => false} empty={null}>
      {children}
    </ListStates>
  );
}

/** A class's table under its heading, or "<class> has no students yet." when it has none. */
export function ClassTableSection({
  headingId,
  title,
  groupName,
  studentCount,
  children,
}: {
  headingId: string;
  title: string;
  groupName: string;
  studentCount: number;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {studentCount === 0 ? <Text>{groupName} has no students yet.</Text> : children}
    </Stack>
  );
}
