import { Button, Code, Group, List, Text } from '@mantine/core';
import { showErrorToast, showToast } from '../../../shared/ui/toast.ts';
import { StyleGuideSection } from './style-guide-section.tsx';

/** Toasts, including two that share an id prefix so that one replaces the other. */
export function ToastsSection() {
  return (
    <StyleGuideSection
      id="toasts"
      title="Toasts"
      description="Short messages in the corner of the window. They close after 5 seconds; hovering over one pauses the timer. A new toast replaces any showing toast whose id has the same prefix, the part before the first colon."
    >
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() =>
            showToast({
              id: 'style-guide-saved',
              title: 'Saved',
              message: 'Your changes have been saved.',
              color: 'green',
            })
          }
        >
          Show a success toast
        </Button>
        <Button
          variant="default"
          onClick={() =>
            showErrorToast(
              'Something went wrong while trying to do that. Please refresh your browser and try again.',
            )
          }
        >
          Show an error toast
        </Button>
      </Group>
      <Text>
        Replacement: both of these toasts have ids starting with the prefix <Code>model-state</Code>.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <Code>model-state:email</Code>: Enter a valid email address.
        </List.Item>
        <List.Item>
          <Code>model-state:password</Code>: Your password must be at least 8 characters long.
        </List.Item>
      </List>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => showErrorToast('Enter a valid email address.', 'model-state:email')}
        >
          Show the email message
        </Button>
        <Button
          variant="default"
          onClick={() =>
            showErrorToast('Your password must be at least 8 characters long.', 'model-state:password')
          }
        >
          Show the password message
        </Button>
      </Group>
    </StyleGuideSection>
  );
}
