import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';

/** A flow address that cannot be opened (a malformed id or template), or a flow that cannot start. */
export function FlowNotFound({
  title = 'This lesson could not be found',
  children = 'Check the link and try again.',
}: {
  title?: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{title}</Title>
        <StatusAlert tone="error" role="alert">
          {children}
        </StatusAlert>
      </Stack>
    </Container>
  );
}
