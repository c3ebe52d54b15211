import { Badge, Table, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { StyleGuideSection } from './style-guide-section.tsx';

const ORDER = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

function toPx(value: string): number {
  const amount = Number.parseFloat(value);
  return value.endsWith('em') ? amount * 16 : amount;
}

function BreakpointRow({ name, value }: { name: string; value: string }) {
  const matches = useMediaQuery(`(min-width: ${value})`, false);
  return (
    <Table.Tr>
      <Table.Th scope="row">{name}</Table.Th>
      <Table.Td>{value}</Table.Td>
      <Table.Td>{toPx(value)} px</Table.Td>
      <Table.Td>{matches ? <Badge color="teal.9">Active</Badge> : 'Not reached'}</Table.Td>
    </Table.Tr>
  );
}

/** The theme's breakpoints (spec §2) and which of them the current window has reached. */
export function BreakpointsSection() {
  const themeBreakpoints: Record<string, string | undefined> = useMantineTheme().breakpoints;
  const breakpoints = ORDER.flatMap((name) => {
    const value = themeBreakpoints[name];
    return value ? [{ name, value }] : [];
  });
  return (
    <StyleGuideSection
      id="breakpoints"
      title="Breakpoints"
      description="Minimum widths at which layouts change: sm 576, md 768, lg 992, xl 1200 and xxl 1400 pixels. Resize the window to see them switch on."
    >
      <Table withTableBorder maw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Theme value</Table.Th>
            <Table.Th scope="col">Pixels</Table.Th>
            <Table.Th scope="col">This window</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakpoints.map(({ name, value }) => (
            <BreakpointRow key={name} name={name} value={value} />
          ))}
        </Table.Tbody>
      </Table>
    </StyleGuideSection>
  );
}
