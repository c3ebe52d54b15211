import { Card, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { errorMessageOf } from '../../api/model-state.ts';
import { LoadError } from '../load-error.tsx';

/** What a list needs of its read (a TanStack Query result fits): enough to pick one of its states. */
export interface ListRead<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}

/** Grey rows while a list loads (or `placeholder`, drawn `rows` times), announced once as "Loading <noun>". */
export function ListLoading({
  noun,
  rows = 5,
  height = 36,
  placeholder,
  testId,
}: {
  noun: string;
  rows?: number;
  height?: number;
  placeholder?: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap="xs" aria-busy="true" data-testid={testId}>
      <VisuallyHidden role="status">Loading {noun}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Fragment key={i}>{placeholder ?? <Skeleton height={height} radius="sm" />}</Fragment>
      ))}
    </Stack>
  );
}

/** A list with nothing in it: what is missing, and what to do about it (a link, or "Clear filters"). */
export function ListEmpty({
  title,
  children,
  testId,
}: {
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * What went wrong, in the app's words for a failed call (`errorMessageOf`: the server's field messages,
 * or "Something went wrong while trying to do that…" for a network failure); any other error's own message.
 */
function listErrorMessage(error: Error | null): string {
  if (error === null) return 'Something went wrong.';
  return isApiError(error) ? errorMessageOf(error) : error.message;
}

/**
 * The states every list screen draws the same way: grey rows on the first load, "The <noun> could not
 * be loaded" with Try again when it fails (rows already shown stay when a refetch fails), the `empty`
 * card when there is nothing, else `children(data)`.
 */
export function ListStates<T>({
  read,
  noun,
  isEmpty,
  empty,
  loadingRows,
  rowHeight,
  placeholder,
  errorTitle,
  loadingTestId,
  children,
}: {
  read: ListRead<T>;
  /** Plural, lower case: "students". */
  noun: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  loadingRows?: number;
  rowHeight?: number;
  /** One loading row's shape when a grey bar is not it (a card). */
  placeholder?: ReactNode;
  /** When the screen names what failed otherwise than "The <noun>". */
  errorTitle?: string;
  loadingTestId?: string;
  children: (data: T) => ReactNode;
}) {
  if (read.isPending) {
    return (
      <ListLoading
        noun={noun}
        rows={loadingRows}
        height={rowHeight}
        placeholder={placeholder}
        testId={loadingTestId}
      />
    );
  }
  if (read.data === undefined) {
    return (
      <LoadError
        title={errorTitle ?? `The ${noun} could not be loaded`}
        message={listErrorMessage(read.error)}
        onRetry={() => void read.refetch()}
      />
    );
  }
  return isEmpty(read.data) ? empty : children(read.data);
}
