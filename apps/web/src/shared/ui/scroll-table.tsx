import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone, inside a named region a keyboard can reach (Tab, then the
 * arrow keys), so the columns past the edge are readable without a mouse.
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" role="region" aria-label={label} tabIndex={0}>
      {children}
    </Table.ScrollContainer>
  );
}
