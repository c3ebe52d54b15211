import { Group, Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AppDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: ModalRootProps['size'];
  fullScreen?: boolean;
  /** Keeps the dialog open on Escape and outside clicks (while something is being saved). */
  busy?: boolean;
}

/**
 * A dialog with its title and close button. Composed from Modal's parts so that its heading row is
 * a plain <div>: Mantine's own header is a <header>, which, portalled to <body>, reads as a second
 * page banner to screen readers.
 */
export function AppDialog({
  opened,
  onClose,
  title,
  children,
  size = 'lg',
  fullScreen,
  busy,
}: AppDialogProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      fullScreen={fullScreen}
      centered={!fullScreen}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" disabled={busy} />
        </Group>
        <Modal.Body pt="md">{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
