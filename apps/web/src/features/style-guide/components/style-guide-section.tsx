import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StyleGuideSectionProps {
  /** The anchor of the section: /style-guide#{id}. */
  id: string;
  title: string;
  /** What the component is for and where its rules come from. */
  description: ReactNode;
  children: ReactNode;
}

/** One entry of the style guide: a titled, linkable section. */
export function StyleGuideSection({ id, title, description, children }: StyleGuideSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Stack component="section" id={id} aria-labelledby={headingId} gap="md" style={{ scrollMarginTop: 24 }}>
      <div>
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Text mt={4} maw={720}>
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

/** A bordered frame for a component that normally fills the page. */
export function DemoFrame({
  children,
  label,
  height,
}: {
  children: ReactNode;
  label: string;
  height?: number;
}) {
  return (
    <figure
      aria-label={label}
      style={{
        margin: 0,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-lg)',
        height,
        overflow: 'auto',
        background: 'var(--mantine-color-body)',
      }}
    >
      {children}
    </figure>
  );
}
