import { Alert } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './status-alert.module.css';

export interface StatusAlertProps {
  /** error: something failed; info: something to know; success: it worked. */
  tone: 'error' | 'info' | 'success';
  title?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
  icon?: ReactNode;
}

const COLOURS = { error: 'red', info: 'indigo', success: 'green' } as const;
/** Shade 9 of red and indigo passes AA on their tint; Mantine's green 9 does not (3.9:1), so a darker green. */
const TITLE_COLOURS = {
  error: 'var(--mantine-color-red-9)',
  info: 'var(--mantine-color-indigo-9)',
  success: '#1b5e20',
} as const;

/**
 * A message box at WCAG AA: a light tint with its title in shade 9 and its text in the body colour.
 * (Mantine's Alert given a shaded colour such as "red.9" fills itself with that shade and keeps dark
 * text on it, which is unreadable.) A link in the message takes the title's shade, underlined.
 */
export function StatusAlert({ tone, title, children, role, icon }: StatusAlertProps) {
  const colour = COLOURS[tone];
  return (
    <Alert
      variant="light"
      color={colour}
      title={title}
      role={role}
      icon={icon}
      classNames={{ message: classes.message }}
      styles={{
        title: { color: TITLE_COLOURS[tone] },
        message: {
          color: 'var(--mantine-color-text)',
          '--status-alert-link': TITLE_COLOURS[tone],
        } as CSSProperties,
      }}
    >
      {children}
    </Alert>
  );
}
