import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { STRAND_NAMES, type TopicUnit } from '@mathsight/contract/content.ts';
import classes from './library.module.css';

/** One topic in the library's results; choosing it shows its quiz beside the list. */
export function TopicUnitCard({
  unit,
  selected,
  onSelect,
}: {
  unit: TopicUnit;
  selected: boolean;
  onSelect: (topicUnitId: number) => void;
}) {
  return (
    <UnstyledButton
      className={classes.topicCard}
      data-selected={selected}
      aria-pressed={selected}
      onClick={() => onSelect(unit.topicUnitId)}
      data-testid="topic-unit"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={700}>{unit.name}</Text>
        <Badge variant="outline" color="indigo.9" style={{ flex: 'none' }}>
          {unit.yearFrom === unit.yearTo ? `Year ${unit.yearFrom}` : `Years ${unit.yearFrom}–${unit.yearTo}`}
        </Badge>
      </Group>
      <Text size="sm" mt={4} lineClamp={2}>
        {unit.description}
      </Text>
      <Group gap={6} mt="xs">
        <Badge variant="outline" color="gray.8" size="sm">
          {STRAND_NAMES[unit.strand]}
        </Badge>
        {unit.tags.map((t) => (
          <Badge key={t.topicTagId} variant="dot" color="teal.9" size="sm">
            {t.name}
          </Badge>
        ))}
        <Text size="xs" c="gray.8">
          {unit.questionCount} questions in the bank
        </Text>
      </Group>
    </UnstyledButton>
  );
}
