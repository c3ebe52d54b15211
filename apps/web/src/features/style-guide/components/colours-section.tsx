import { Box, SimpleGrid, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { readableTextColour } from '../readable-text-colour.ts';
import { StyleGuideSection } from './style-guide-section.tsx';

const PALETTES = [
  { name: 'indigo', use: 'Primary: buttons, links, focus, the current page' },
  { name: 'gray', use: 'Text, borders and backgrounds' },
  { name: 'red', use: 'Errors and destructive actions' },
  { name: 'green', use: 'Success and correct answers' },
  { name: 'yellow', use: 'Warnings' },
  { name: 'violet', use: 'The Plus tier, with grape' },
] as const;

/** The theme's colours, each shade labelled in whichever of black or white reads best on it. */
export function ColoursSection() {
  const theme = useMantineTheme();
  const primaryShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;

  return (
    <StyleGuideSection
      id="colours"
      title="Colours"
      description={`Mantine's palette with ${theme.primaryColor} as the primary colour, at shade ${primaryShade} in the light scheme. Each swatch's label is in black or white, whichever contrasts more.`}
    >
      <Stack gap="lg">
        {PALETTES.map(({ name, use }) => {
          const shades = theme.colors[name] ?? [];
          return (
            <div key={name}>
              <Title order={3} size="h5" tt="capitalize">
                {name}
              </Title>
              <Text size="sm" mb="xs">
                {use}
              </Text>
              <SimpleGrid
                cols={{ base: 3, sm: 5, lg: 10 }}
                spacing={4}
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {shades.map((hex, shade) => (
                  <Box
                    component="li"
                    key={hex}
                    bg={hex}
                    c={readableTextColour(hex)}
                    p={6}
                    style={{
                      borderRadius: 'var(--mantine-radius-sm)',
                      outline:
                        name === theme.primaryColor && shade === primaryShade
                          ? '3px solid var(--mantine-color-text)'
                          : undefined,
                      outlineOffset: 2,
                    }}
                  >
                    <Text size="xs" fw={700} inherit>
                      {shade}
                      {name === theme.primaryColor && shade === primaryShade ? ' (primary)' : ''}
                    </Text>
                    <Text size="xs" ff="monospace" inherit>
                      {hex}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </div>
          );
        })}
      </Stack>
    </StyleGuideSection>
  );
}
