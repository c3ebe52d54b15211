import { Anchor, Button, Center, Code, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode, useId, useState } from 'react';
import { useRouteError } from 'react-router';
import { PRODUCT_NAME } from '../config/constants.ts';
import { paths } from '../routing/paths.ts';
import { createEventId, describeError } from './error-details.ts';

export interface ErrorScreenProps {
  /** What went wrong: anything thrown or rejected. */
  error: unknown;
  /** The id under which the failure was reported; a new one is made when absent. */
  eventId?: string;
  /** Invite a visitor who has no account to sign up (for public pages). */
  showSignupPrompt?: boolean;
  /** Fill the viewport (the default) or only the box it sits in. */
  fullScreen?: boolean;
  /** The heading level of the title, 1 unless the screen sits inside another page. */
  headingLevel?: TitleOrder;
}

/**
 * The screen shown when the app cannot go on (spec §2 "Global screens"). It tells the user what
 * to do first (refresh), what to try next (log out) and keeps the technical details one click away
 * for a support request.
 */
export function ErrorScreen({
  error,
  eventId,
  showSignupPrompt = false,
  fullScreen = true,
  headingLevel = 1,
}: ErrorScreenProps) {
  const [generatedEventId] = useState(createEventId);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();

  const details = [
    { term: 'Message', value: describeError(error) },
    { term: 'Browser', value: navigator.userAgent },
    { term: 'Page URL', value: window.location.href },
    { term: 'Event id', value: eventId ?? generatedEventId },
  ];

  return (
    <Center mih={fullScreen ? '100dvh' : undefined} p={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} w="100%">
        <Stack gap="md">
          <IconAlertTriangle size={40} stroke={1.5} color="var(--mantine-color-red-8)" aria-hidden="true" />
          <Title order={headingLevel} size="h2">
            Something went wrong
          </Title>
          <Text>Please refresh your browser and try again.</Text>
          <Text size="sm">
            If this keeps happening,{' '}
            <Anchor href={paths.logout()} underline="always">
              log out
            </Anchor>{' '}
            and sign in again.
          </Text>
          {showSignupPrompt && (
            <Text size="sm">
              New to {PRODUCT_NAME}?{' '}
              <Anchor href={paths.signup()} underline="always">
                Create a free account
              </Anchor>
            </Text>
          )}
          <div>
            <Button
              variant="subtle"
              px={0}
              aria-expanded={detailsOpen}
              aria-controls={detailsId}
              onClick={() => setDetailsOpen((open) => !open)}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden="true"
                  style={{ transform: detailsOpen ? 'rotate(180deg)' : undefined }}
                />
              }
            >
              Error details
            </Button>
            {detailsOpen && (
              <Stack component="dl" id={detailsId} gap="xs" mt="sm" mb={0}>
                {details.map(({ term, value }) => (
                  <div key={term}>
                    <Text component="dt" size="sm" fw={600}>
                      {term}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      <Code style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>{value}</Code>
                    </Text>
                  </div>
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      </Paper>
    </Center>
  );
}

export interface RouteErrorScreenProps {
  showSignupPrompt?: boolean;
}

/**
 * For React Router's `errorElement`: shows whatever a loader, action or screen under that route
 * threw, including route error responses such as a 404 thrown by a loader.
 */
export function RouteErrorScreen({ showSignupPrompt }: RouteErrorScreenProps) {
  const error = useRouteError();
  return <ErrorScreen error={error} showSignupPrompt={showSignupPrompt} />;
}

export interface AppErrorBoundaryProps {
  children: ReactNode;
  showSignupPrompt?: boolean;
  /** Told about every caught error, for reporting. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches render errors outside the router (providers, the router itself) and shows the error
 * screen. Place it inside `MantineProvider`, which the screen needs.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.hasError) {
      return <ErrorScreen error={this.state.error} showSignupPrompt={this.props.showSignupPrompt} />;
    }
    return this.props.children;
  }
}
