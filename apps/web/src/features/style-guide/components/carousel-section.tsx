import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconTool } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Carousel, type CarouselSlide } from '../../../shared/ui/carousel.tsx';
import { StyleGuideSection } from './style-guide-section.tsx';

function Slide({
  icon: Icon,
  title,
  text,
}: {
  icon: ComponentType<{ size?: number }>;
  title: string;
  text: string;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" mih={180}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" aria-hidden="true">
          <Icon size={28} />
        </ThemeIcon>
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text mt={4}>{text}</Text>
        </div>
      </Group>
    </Paper>
  );
}

const SLIDES: CarouselSlide[] = [
  {
    id: 'plan',
    label: 'Plan',
    content: (
      <Slide
        icon={IconCalendarEvent}
        title="Plan"
        text="Set topic quizzes, diagnostic quizzes and retrieval practice for your classes in a few clicks."
      />
    ),
  },
  {
    id: 'check',
    label: 'Check',
    content: (
      <Slide
        icon={IconChecklist}
        title="Check"
        text="See every answer as it arrives, and the misconception behind each wrong one."
      />
    ),
  },
  {
    id: 'fix',
    label: 'Fix',
    content: (
      <Slide
        icon={IconTool}
        title="Fix"
        text="Follow up with the students who need it, using questions aimed at their exact misconception."
      />
    ),
  },
];

/** The carousel with three slides. */
export function CarouselSection() {
  return (
    <StyleGuideSection
      id="carousel"
      title="Carousel"
      description="Moves on every 5 seconds with a 300 ms fade and wraps at both ends. It pauses while the pointer or keyboard focus is inside; previous, next, the dots and the arrow keys stop it for good. There is no fade for people who prefer reduced motion."
    >
      <Carousel label="What Mathsight does" slides={SLIDES} />
    </StyleGuideSection>
  );
}
