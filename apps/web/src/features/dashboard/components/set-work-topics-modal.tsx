import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths, SET_WORK_TOPICS_MODAL } from '../../../shared/routing/paths.ts';

export interface SetWorkTopicsModalProps {
  schoolId: number;
}

/**
 * The set-work topics dialog the school home opens for ?modal=set-work-topics (old collection
 * links land here). Choosing topics to set belongs to the set-work issue; until then the dialog
 * says what it is for and leads to the plan.
 */
export function SetWorkTopicsModal({ schoolId }: SetWorkTopicsModalProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const opened = searchParams.get('modal') === SET_WORK_TOPICS_MODAL;
  const collectionId = searchParams.get('collectionId');

  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('modal');
        next.delete('collectionId');
        return next;
      },
      { replace: true },
    );

  // Composed from Modal's parts so that its heading row is a plain <div>: Mantine's own header
  // is a <header>, which, portalled to <body>, reads as a second page banner.
  return (
    <Modal.Root opened={opened} onClose={close} size="lg" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" p="md" pb={0}>
          <Modal.Title fw={600}>Set work from topics</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Group>
        <Modal.Body pt="md">
          <Stack gap="md">
            <Text>
              Choose topics from a collection and set them as work for your classes: a topic quiz, a
              diagnostic quiz or retrieval practice.
            </Text>
            {collectionId && <Text size="sm">You followed a link to topic collection {collectionId}.</Text>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button component={Link} to={paths.plan(schoolId)} variant="light">
                Go to Plan
              </Button>
              <Button
                component={Link}
                to={`${paths.schoolQuizzes(schoolId)}${collectionId ? `?collection=${encodeURIComponent(collectionId)}` : ''}`}
              >
                Browse the topics
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
