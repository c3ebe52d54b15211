import type { MantineColor } from '@mantine/core';
import { type NotificationData, notificationsStore, updateNotificationsState } from '@mantine/notifications';
import type { ReactNode } from 'react';
import muted from './muted-text.module.css';
import { TOAST_AUTO_CLOSE_MS } from './ui-constants.ts';

/**
 * Toasts (spec §2 "Interface behaviours"): they close after 5 s, hovering pauses the timer, and a
 * new toast replaces an older one with the same id prefix.
 *
 * The prefix rule: a toast id's prefix is the part before its first ':' ('model-state:email' and
 * 'model-state:password' both have the prefix 'model-state'); an id without ':' is its own prefix.
 * So callers choose what replaces what: ids that share a prefix replace each other, ids with
 * different prefixes stack. A toast with exactly the same id as a showing one also replaces it,
 * and its 5 s start again.
 *
 * Hovering: Mantine's `<Notifications />` pauses every toast's timer while the pointer is over any
 * toast and restarts it when the pointer leaves (its default `pauseResetOnHover="all"`), so no
 * extra code is needed here; toast.test.tsx checks that it stays so.
 */

export interface ToastOptions {
  /** Decides replacement: see the prefix rule above. */
  id: string;
  /** Usually a sentence; a toast that offers an action (Undo) passes the sentence and its button. */
  message: ReactNode;
  title?: string;
  color?: MantineColor;
}

/** The part of a toast id before its first ':', or the whole id when it has none. */
export function toastIdPrefix(id: string): string {
  const separator = id.indexOf(':');
  return separator === -1 ? id : id.slice(0, separator);
}

/** Of the toast ids now showing, those a new toast with `newId` replaces. */
export function toastIdsToReplace(showingIds: readonly string[], newId: string): string[] {
  const prefix = toastIdPrefix(newId);
  return showingIds.filter((id) => toastIdPrefix(id) === prefix);
}

/** The caller's id is kept on the notification; Mantine's own id gets a counter so each toast mounts afresh. */
const TOAST_ID_ATTRIBUTE = 'data-toast-id';
let toastSequence = 0;

function toastIdOf(notification: NotificationData): string | undefined {
  const value: unknown = notification[TOAST_ID_ATTRIBUTE];
  return typeof value === 'string' ? value : undefined;
}

/** Shows a toast, replacing any showing or queued toast with the same id prefix. Returns the id. */
export function showToast({ id, message, title, color }: ToastOptions): string {
  toastSequence += 1;
  const notification: NotificationData = {
    id: `${id}#${toastSequence}`,
    [TOAST_ID_ATTRIBUTE]: id,
    message,
    title,
    color,
    autoClose: TOAST_AUTO_CLOSE_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close message' },
    // Under a title Mantine greys the message to its "dimmed" colour, below WCAG AA; keep it readable.
    classNames: { description: muted.muted },
  };
  updateNotificationsState(notificationsStore, (current) => {
    const showingIds = current.map(toastIdOf).filter((toastId) => toastId !== undefined);
    const replaced = new Set(toastIdsToReplace(showingIds, id));
    return [...current.filter((item) => !replaced.has(toastIdOf(item) ?? '')), notification];
  });
  return id;
}

/**
 * Shows a failure in red. Without an id, errors share the id 'error', so a burst of failures
 * shows the latest one instead of a stack.
 */
export function showErrorToast(message: string, id = 'error'): string {
  return showToast({ id, message, color: 'red' });
}

/** Closes the toast shown with this id, if it is still showing. */
export function hideToast(id: string): void {
  updateNotificationsState(notificationsStore, (current) => current.filter((item) => toastIdOf(item) !== id));
}
