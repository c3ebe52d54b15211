import { Button, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorScreen } from '../../../shared/ui/error-screen.tsx';
import { LoadingScreen } from '../../../shared/ui/loading-screen.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { DemoFrame, StyleGuideSection } from './style-guide-section.tsx';

const SAMPLE_ERROR = new Error('Sample failure shown by the style guide');

function warnInsteadOfLoggingOut() {
  showToast({
    id: 'style-guide-loading',
    title: 'Loading screen',
    message: 'Two minutes have passed: on a real page the loading screen would now log out.',
  });
}

/** The loading and error screens, each in a frame instead of filling the page. */
export function ScreensSection() {
  const [loadingRun, setLoadingRun] = useState(0);
  const [showPromptNow, setShowPromptNow] = useState(false);
  const [signupPrompt, setSignupPrompt] = useState(false);

  return (
    <StyleGuideSection
      id="screens"
      title="Loading and error screens"
      description="The whole-page screens shown while the app starts and when it cannot go on. The loading screen offers a way to log out after 5 seconds and logs out by itself after 2 minutes; here, that last step only shows a toast."
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Loading screen
          </Title>
          <Group gap="md">
            <Switch
              label="Show the 5-second state"
              checked={showPromptNow}
              onChange={(event) => setShowPromptNow(event.currentTarget.checked)}
            />
            <Button variant="default" size="xs" onClick={() => setLoadingRun((run) => run + 1)}>
              Restart the timer
            </Button>
          </Group>
          <DemoFrame label="Loading screen example" height={260}>
            <LoadingScreen
              key={loadingRun}
              fullScreen={false}
              label="Loading the example"
              promptAfterMs={showPromptNow ? 0 : undefined}
              onForceLogout={warnInsteadOfLoggingOut}
            />
          </DemoFrame>
        </Stack>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Error screen
          </Title>
          <Switch
            label="Invite visitors to sign up"
            checked={signupPrompt}
            onChange={(event) => setSignupPrompt(event.currentTarget.checked)}
          />
          <DemoFrame label="Error screen example">
            <ErrorScreen
              error={SAMPLE_ERROR}
              eventId="style-guide-example"
              showSignupPrompt={signupPrompt}
              fullScreen={false}
              headingLevel={4}
            />
          </DemoFrame>
          <Text size="sm">Open the error details to see what a user can send to support.</Text>
        </Stack>
      </SimpleGrid>
    </StyleGuideSection>
  );
}
