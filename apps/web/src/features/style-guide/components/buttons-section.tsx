import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { StyleGuideSection } from './style-guide-section.tsx';

/** The button variants and states the screens use. */
export function ButtonsSection() {
  return (
    <StyleGuideSection
      id="buttons"
      title="Buttons"
      description="Filled for the main action of a view, default for secondary actions, subtle for low-key ones, red for actions that delete. Filled colours other than the primary use shade 9, as white text on shade 7 falls short of WCAG AA. Icon-only buttons carry a label for screen readers."
    >
      <Stack gap="md">
        <Group gap="sm">
          <Button>Set assignment</Button>
          <Button variant="default">Cancel</Button>
          <Button variant="outline">Preview quiz</Button>
          <Button variant="subtle">Show answers</Button>
          <Button color="red.9" leftSection={<IconTrash size={16} aria-hidden="true" />}>
            Delete class
          </Button>
        </Group>
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />}>Add students</Button>
          <Button variant="default" rightSection={<IconDownload size={16} aria-hidden="true" />}>
            Download CSV
          </Button>
          <Button loading>Save</Button>
          <Button disabled>Not available</Button>
          <ActionIcon variant="default" size="lg" aria-label="Add a class">
            <IconPlus size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Group gap="sm" align="center">
          <Text size="sm" fw={600} component="span">
            Sizes:
          </Text>
          <Button size="xs">Extra small</Button>
          <Button size="sm">Small</Button>
          <Button size="md">Medium</Button>
          <Button size="lg">Large</Button>
        </Group>
      </Stack>
    </StyleGuideSection>
  );
}
