import { Group, Text, Title } from '@mantine/core';
import { PlusBadge } from '../../../shared/ui/plus-badge.tsx';
import { StyleGuideSection } from './style-guide-section.tsx';

/** The Plus badge, alone and beside a title. */
export function PlusBadgeSection() {
  return (
    <StyleGuideSection
      id="plus-badge"
      title="Plus badge"
      description="Marks the paid tier. A shine crosses it every 5 to 12 seconds, at random, unless the user prefers reduced motion."
    >
      <Group gap="lg" align="center">
        <PlusBadge size="sm" />
        <PlusBadge />
        <PlusBadge size="lg" />
        <PlusBadge size="xl" />
      </Group>
      <Group gap="xs" align="center">
        <Title order={3} size="h4">
          Growth reports
        </Title>
        <PlusBadge />
      </Group>
      <Text size="sm">Growth reports are part of the Plus tier.</Text>
    </StyleGuideSection>
  );
}
