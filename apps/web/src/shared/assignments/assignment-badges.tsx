import { Badge } from '@mantine/core';
import type { AssignmentKind, DueStatus } from '@mathsight/contract/assignments.ts';
import { ASSIGNMENT_KIND_COLOURS, ASSIGNMENT_KIND_LABELS } from './assignment-kinds.ts';
import { DUE_STATUS_COLOURS, DUE_STATUS_LABELS } from './due-status.ts';

/** The kind of work, filled in its colour (the same as on the calendar): shade 9 under white text. */
export function AssignmentKindBadge({
  kind,
  size = 'sm',
}: {
  kind: AssignmentKind;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Badge variant="filled" color={`${ASSIGNMENT_KIND_COLOURS[kind]}.9`} size={size} style={{ flex: 'none' }}>
      {ASSIGNMENT_KIND_LABELS[kind]}
    </Badge>
  );
}

/** Where the work stands: not started yet, open, due soon or ended. */
export function DueStatusBadge({ status, size = 'sm' }: { status: DueStatus; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge variant="outline" color={DUE_STATUS_COLOURS[status]} size={size} style={{ flex: 'none' }}>
      {DUE_STATUS_LABELS[status]}
    </Badge>
  );
}
