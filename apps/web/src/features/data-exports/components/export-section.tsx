import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * One export of the Data exports page: a titled card (a region named by its heading) with what the file
 * holds and its form. Each export is one section, so another is one more line on the page.
 */
export function ExportSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Text size="sm">{description}</Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
