import { Alert } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './status-alert.module.css';

export interface StatusAlertProps {
  /** error: something failed; info: something to know. */
  tone: 'error' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
}

const COLOURS = { error: 'red', info: 'indigo' } as const;

/**
 * A message box at WCAG AA: a light tint with its title in shade 9 and its text in the body colour.
 * (Mantine's Alert given a shaded colour such as "red.9" fills itself with that shade and keeps dark
 * text on it, which is unreadable.) A link in the message takes the title's shade, underlined.
 */
export function StatusAlert({ tone, title, children, role }: StatusAlertProps) {
  const colour = COLOURS[tone];
  return (
    <Alert
      variant="light"
      color={colour}
      title={title}
      role={role}
      classNames={{ message: classes.message }}
      styles={{
        title: { color: `var(--mantine-color-${colour}-9)` },
        message: {
          color: 'var(--mantine-color-text)',
          '--status-alert-link': `var(--mantine-color-${colour}-9)`,
        } as CSSProperties,
      }}
    >
      {children}
    </Alert>
  );
}
