import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';

/**
 * A lesson that could not be read: "not found" for one that is not the reader's (or does not exist),
 * else the failure with Try again.
 */
export function LessonUnavailable({
  error,
  onRetry,
  back,
}: {
  error: Error;
  onRetry: () => void;
  back?: { to: string; label: string };
}) {
  const missing = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1}>{missing ? 'Live lesson not found' : 'Live lesson'}</Title>
      {missing ? (
        <LoadError
          role="status"
          title="This live lesson does not exist, or is not yours to open"
          message="Check the link, or start a new live lesson."
        />
      ) : (
        <LoadError title="The live lesson could not be loaded" message={error.message} onRetry={onRetry} />
      )}
      {back && (
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      )}
    </Stack>
  );
}

/** The lesson id in the address, or null when it is not one. */
export function lessonIdOf(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
