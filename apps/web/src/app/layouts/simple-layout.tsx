import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandLink } from './brand-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * A page without the app's navigation: a header with the product's mark (leading to `home`) and one
 * action on the right, then the page in a centred column.
 */
export function SimpleLayout({ home, action }: { home: string; action: ReactNode }) {
  return (
    <Box mih="100dvh">
      <SkipLink />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLink to={home} />
            {action}
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size="lg"
        py="xl"
        style={{ outline: 'none' }}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
