import { Anchor, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { usePageTitle } from '../../shared/hooks/use-page-title.ts';
import { AvatarsSection } from './components/avatars-section.tsx';
import { BreakpointsSection } from './components/breakpoints-section.tsx';
import { ButtonsSection } from './components/buttons-section.tsx';
import { CarouselSection } from './components/carousel-section.tsx';
import { ColoursSection } from './components/colours-section.tsx';
import { CookieSection } from './components/cookie-section.tsx';
import { FormsSection } from './components/forms-section.tsx';
import { ListKitSection } from './components/list-kit-section.tsx';
import { PlusBadgeSection } from './components/plus-badge-section.tsx';
import { ScreensSection } from './components/screens-section.tsx';
import { ToastsSection } from './components/toasts-section.tsx';
import { TypographySection } from './components/typography-section.tsx';

const SECTIONS = [
  { id: 'colours', title: 'Colours', Section: ColoursSection },
  { id: 'typography', title: 'Typography', Section: TypographySection },
  { id: 'buttons', title: 'Buttons', Section: ButtonsSection },
  { id: 'breakpoints', title: 'Breakpoints', Section: BreakpointsSection },
  { id: 'screens', title: 'Loading and error screens', Section: ScreensSection },
  { id: 'cookies', title: 'Cookie banner', Section: CookieSection },
  { id: 'toasts', title: 'Toasts', Section: ToastsSection },
  { id: 'carousel', title: 'Carousel', Section: CarouselSection },
  { id: 'list-kit', title: 'List kit', Section: ListKitSection },
  { id: 'forms', title: 'Optional fields', Section: FormsSection },
  { id: 'plus-badge', title: 'Plus badge', Section: PlusBadgeSection },
  { id: 'avatars', title: 'Avatars', Section: AvatarsSection },
] as const;

/**
 * The live style guide at /style-guide: every component of the shared UI kit, running for real,
 * with the theme it is built on. A reference for the people building screens, not a product page;
 * the data it shows is made up for it.
 */
export function StyleGuidePage() {
  usePageTitle('Style guide');

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <header>
          <Title order={1}>Style guide</Title>
          <Text mt="xs" maw={720} size="lg">
            The shared interface kit of Mathsight, live: every component on this page is the real one with its
            real behaviour. Names, scores and other data here are made up for this page.
          </Text>
        </header>

        <nav aria-labelledby="style-guide-contents">
          <Title order={2} size="h4" id="style-guide-contents">
            Contents
          </Title>
          <Group component="ul" gap="xs" mt="xs" p={0} style={{ listStyle: 'none' }}>
            {SECTIONS.map(({ id, title }) => (
              <li key={id}>
                <Anchor href={`#${id}`}>{title}</Anchor>
              </li>
            ))}
          </Group>
        </nav>

        {SECTIONS.map(({ id, Section }) => (
          <Fragment key={id}>
            <Divider />
            <Section />
          </Fragment>
        ))}
      </Stack>
    </Container>
  );
}
