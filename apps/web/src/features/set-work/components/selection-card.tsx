import { Checkbox, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import muted from '../../../shared/ui/muted-text.module.css';

/**
 * One choosable piece of work in the set-work flow (a topic, a scheme unit): a checkbox card with its
 * name, a line of detail and, optionally, something at the end (a scheme's label).
 */
export function SelectionCard({
  value,
  checked,
  onToggle,
  title,
  detail,
  aside,
  testId,
}: {
  value: string;
  checked: boolean;
  onToggle: () => void;
  title: string;
  detail: ReactNode;
  aside?: ReactNode;
  testId: string;
}) {
  return (
    <Checkbox.Card value={value} checked={checked} onClick={onToggle} radius="md" p="sm" data-testid={testId}>
      <Group wrap="nowrap" gap="sm" justify="space-between" align="flex-start">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Checkbox.Indicator />
          <div>
            <Text fw={600} size="sm">
              {title}
            </Text>
            <Text size="xs" className={muted.muted}>
              {detail}
            </Text>
          </div>
        </Group>
        {aside}
      </Group>
    </Checkbox.Card>
  );
}
