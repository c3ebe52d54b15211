import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

export interface MisconceptionToWorkOn {
  misconceptionId: number;
  name: string;
  /** How many of the work's questions showed it. */
  count: number;
  howToFix: string;
}

/**
 * "Things to work on": the misconceptions a sitting showed, each with how to fix it. The same list
 * closes the hand-in summary of practice and heads a review of set work; nothing when there are none.
 */
export function ThingsToWorkOn({ misconceptions }: { misconceptions: MisconceptionToWorkOn[] }) {
  const headingId = useId();
  if (misconceptions.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        Things to work on
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {misconceptions.map((m) => (
          <Card component="li" key={m.misconceptionId} withBorder radius="md" padding="md">
            <Text fw={700}>
              {m.name}
              {m.count > 1 && ` (${m.count} questions)`}
            </Text>
            <Text mt={4}>{m.howToFix}</Text>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
