import { Anchor, Code, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { StyleGuideSection } from './style-guide-section.tsx';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TEXT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Heading and text sizes from the theme. Samples are paragraphs, so the page's outline stays clean. */
export function TypographySection() {
  const theme = useMantineTheme();
  return (
    <StyleGuideSection
      id="typography"
      title="Typography"
      description="The system font stack, heading sizes h1 to h6 and text sizes xs to xl from the theme. Body text is md."
    >
      <Stack gap={4}>
        {HEADINGS.map((level) => {
          const { fontSize, fontWeight, lineHeight } = theme.headings.sizes[level];
          return (
            <Text
              key={level}
              fz={fontSize}
              fw={fontWeight ?? theme.headings.fontWeight}
              lh={lineHeight}
              ff={theme.headings.fontFamily}
            >
              Heading {level.slice(1)}: Fractions, decimals and percentages
            </Text>
          );
        })}
      </Stack>
      <Table variant="vertical" layout="fixed" withTableBorder maw={720}>
        <Table.Tbody>
          {TEXT_SIZES.map((size) => (
            <Table.Tr key={size}>
              <Table.Th w={120} scope="row">
                <Code>{size}</Code> {theme.fontSizes[size]}
              </Table.Th>
              <Table.Td>
                <Text size={size}>Which of these is equivalent to three quarters?</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text>
        Links look like{' '}
        <Anchor href="#typography" underline="always">
          this link to the top of this section
        </Anchor>
        ; code looks like <Code>TABLE_PAGE_SIZE = 10</Code>.
      </Text>
    </StyleGuideSection>
  );
}
