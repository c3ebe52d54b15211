import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What is chosen in a list ("No students chosen", "2 students chosen", announced), the actions on
 * it (`children`, shown by the screen as it sees fit) and, once something is chosen, Clear choice.
 */
export function SelectionBar({
  size,
  count,
  noun,
  onClear,
  testId,
  children,
}: {
  size: number;
  /** "2 students" for 2. */
  count: (size: number) => string;
  /** Plural: "students" (for "No students chosen"). */
  noun: string;
  onClear: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" role="status" data-testid={testId}>
        {size === 0 ? `No ${noun} chosen` : `${count(size)} chosen`}
      </Text>
      {children}
      {size > 0 && (
        <Button size="sm" variant="subtle" onClick={onClear}>
          Clear choice
        </Button>
      )}
    </Group>
  );
}
