import { Container, Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { usePageTitle } from '../shared/hooks/use-page-title.ts';
import type { PlannedScreenInfo } from './planned-screens.ts';

/** What a route that renders PlannedScreen carries in its `handle`. */
export interface PlannedRouteHandle {
  planned: PlannedScreenInfo;
}

function plannedInfoOf(handle: unknown): PlannedScreenInfo | undefined {
  return (handle as Partial<PlannedRouteHandle> | undefined)?.planned;
}

/**
 * The screen of a route whose work belongs to a later issue: inside the real layout, with its real
 * title and heading and a sentence saying what it is for. The route table supplies the words.
 */
export function PlannedScreen() {
  const matches = useMatches();
  const info = matches.map((m) => plannedInfoOf(m.handle)).findLast((i) => i !== undefined);
  usePageTitle(info?.title);
  if (!info) return null;
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="sm" data-testid="planned-screen">
        <Title order={1}>{info.title}</Title>
        <Text size="lg">{info.description}</Text>
      </Stack>
    </Container>
  );
}
