import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconMath } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../shared/config/constants.ts';

export interface BrandLinkProps {
  to: string;
}

/** The product's name and mark, leading home (or to the school home when signed in). */
export function BrandLink({ to }: BrandLinkProps) {
  return (
    <UnstyledButton component={Link} to={to} style={{ borderRadius: 'var(--mantine-radius-md)' }} px={4}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" aria-hidden>
          <IconMath size={20} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
