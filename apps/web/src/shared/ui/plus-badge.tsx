import { Badge, type MantineSize } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import classes from './plus-badge.module.css';
import { PLUS_SHINE_MAX_DELAY_MS, PLUS_SHINE_MIN_DELAY_MS } from './ui-constants.ts';

/** How long one sweep of the shine lasts; matches the animation in plus-badge.module.css. */
export const PLUS_SHINE_DURATION_MS = 900;

/**
 * The pause before the next shine: uniform between 5 s and 12 s inclusive (spec §1), so that
 * several badges on one screen drift apart instead of flashing together.
 */
export function nextShineDelayMs(random: () => number = Math.random): number {
  const span = PLUS_SHINE_MAX_DELAY_MS - PLUS_SHINE_MIN_DELAY_MS;
  const delay = PLUS_SHINE_MIN_DELAY_MS + Math.round(random() * span);
  return Math.min(PLUS_SHINE_MAX_DELAY_MS, Math.max(PLUS_SHINE_MIN_DELAY_MS, delay));
}

export interface PlusBadgeProps {
  size?: MantineSize;
}

/**
 * The paid tier's badge (spec §1): the word Plus on a gradient, with a shine that recurs at a
 * random interval. No shine for people who ask for reduced motion. White on the gradient's
 * lightest end is 5.8:1.
 */
export function PlusBadge({ size = 'md' }: PlusBadgeProps) {
  const reduceMotion = useReducedMotion();
  const [shining, setShining] = useState(false);

  useEffect(() => {
    if (reduceMotion) {
      setShining(false);
      return;
    }
    const timer = window.setTimeout(
      () => setShining((current) => !current),
      shining ? PLUS_SHINE_DURATION_MS : nextShineDelayMs(),
    );
    return () => window.clearTimeout(timer);
  }, [shining, reduceMotion]);

  return (
    <Badge
      className={classes.badge}
      data-shine={shining || undefined}
      size={size}
      variant="gradient"
      gradient={{ from: 'violet.9', to: 'grape.8', deg: 120 }}
      tt="none"
      fw={700}
    >
      Plus
    </Badge>
  );
}
