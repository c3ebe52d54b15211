import { Box, Group, Text } from '@mantine/core';
import type { Proficiency } from '@mathsight/contract/student-reports.ts';
import { LABEL_STYLE, measureText } from './proficiency-text.ts';

/** A measure's label (colour and words) with its estimate ± standard error beside it. */
export function ProficiencyBadge({ proficiency }: { proficiency: Proficiency | null }) {
  if (!proficiency) {
    return (
      <Text size="sm" c="gray.7">
        No answers yet
      </Text>
    );
  }
  const style = LABEL_STYLE[proficiency.label];
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        component="span"
        px={6}
        py={1}
        fz="xs"
        fw={600}
        style={{
          background: style.background,
          borderRadius: 4,
          whiteSpace: 'nowrap',
          color: 'var(--mantine-color-black)',
        }}
      >
        {style.text}
      </Box>
      {proficiency.label !== 'not enough answers yet' && (
        <Text size="xs" c="gray.8" style={{ whiteSpace: 'nowrap' }}>
          {measureText(proficiency)}
        </Text>
      )}
    </Group>
  );
}
