import { Badge } from '@mantine/core';
import type { HubStatus } from '../hub-connection.ts';

const WORDS: Record<HubStatus, { text: string; color: string }> = {
  connecting: { text: 'Connecting…', color: 'gray.8' },
  live: { text: 'Live', color: 'teal.9' },
  offline: { text: 'Reconnecting…', color: 'orange.9' },
  ended: { text: 'Not live', color: 'gray.8' },
};

/** Whether the screen is receiving the lesson as it happens (a dropped connection says so, calmly). */
export function HubStatusBadge({ status }: { status: HubStatus }) {
  const { text, color } = WORDS[status];
  return (
    <Badge
      variant="outline"
      color={color}
      size="lg"
      role="status"
      data-testid="hub-status"
      data-status={status}
      style={{ flex: 'none' }}
    >
      {text}
    </Badge>
  );
}
