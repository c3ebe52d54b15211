import { Button, Collapse, Group, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { FlowItem } from '@mathsight/contract/flows.ts';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { MathText } from '../../../shared/question/math-text.tsx';
import classes from './topic-flow.module.css';

/**
 * Pinned items stay visible above the chat while it scrolls: the text always, the topic card and
 * the overview explainer behind a toggle so they do not crowd a phone screen.
 */
export function FlowPinned({ items }: { items: FlowItem[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const reduceMotion = useReducedMotion();
  if (items.length === 0) return null;
  const texts = items.filter((i) => i.flowItemType === 'PinnedText');
  const media = items.filter((i) => i.flowItemType !== 'PinnedText');
  return (
    <section className={classes.pinned} aria-label="Pinned" data-testid="flow-pinned">
      {texts.map((i) => (
        <Text key={i.flowItemId} size="sm" fw={600}>
          <MathText text={i.text ?? ''} />
        </Text>
      ))}
      {media.length > 0 && (
        <>
          <Group justify="flex-end">
            <Button
              size="compact-sm"
              variant="transparent"
              c="indigo.9"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
              rightSection={
                open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
              }
            >
              {open ? 'Hide topic card and overview' : 'Show topic card and overview'}
            </Button>
          </Group>
          <Collapse expanded={open} id={panelId} transitionDuration={reduceMotion ? 0 : 200}>
            {/* Bounded, so the pinned area never hides the conversation it sits above. */}
            <Group
              align="flex-start"
              gap="sm"
              pb="xs"
              mah="45vh"
              style={{ overflowY: 'auto' }}
              role="region"
              aria-label="Topic card and overview"
              tabIndex={0}
            >
              {media.map((i) => (
                <img
                  key={i.flowItemId}
                  className={classes.pinnedImage}
                  src={(i.flowItemType === 'PinnedVideo' ? i.videoUrl : i.imageUrl) ?? ''}
                  alt={i.text ?? ''}
                  style={i.flowItemType === 'PinnedVideo' ? { maxHeight: 'none', width: '100%' } : undefined}
                />
              ))}
            </Group>
          </Collapse>
        </>
      )}
    </section>
  );
}
