import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An ordered list drawn as a stack, without numbers: for lists whose order is their meaning
 * (ranked, in sequence), so screen readers still announce "list, n items".
 */
export function PlainList({
  children,
  ...props
}: Omit<StackProps, 'component'> & { 'aria-label'?: string; children: ReactNode }) {
  return (
    <Stack component="ol" p={0} m={0} style={{ listStyle: 'none' }} {...props}>
      {children}
    </Stack>
  );
}
