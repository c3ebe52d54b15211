import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { GroupDetail } from '@mathsight/contract/groups.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useClassDetail } from '../api/get-class.ts';

/**
 * A focused screen about one class (the standalone layout): a way back, its heading, and the class
 * loaded (GET groups/{id}) before its content, with the loading and error states.
 */
export function ClassFrame({
  groupId,
  title,
  pageTitle,
  intro,
  back,
  children,
}: {
  groupId: number;
  /** The heading, given the class's code. */
  title: (code: string) => string;
  pageTitle: string;
  intro?: ReactNode;
  back: { to: string; label: string };
  children: (group: GroupDetail) => ReactNode;
}) {
  const detail = useClassDetail(groupId);
  usePageTitle(detail.data ? title(detail.data.code) : pageTitle);
  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={back.to} size="sm">
            {back.label}
          </Anchor>
          <Title order={1} mt="xs">
            {detail.data ? title(detail.data.code) : pageTitle}
          </Title>
          {intro && (
            <Text className={muted.muted} mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {detail.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Text role="status">Loading the class…</Text>
            <Skeleton height={200} />
          </Stack>
        ) : detail.isError ? (
          <LoadError
            title="The class could not be loaded"
            message={detail.error.message}
            onRetry={() => detail.refetch()}
          />
        ) : (
          children(detail.data)
        )}
      </Stack>
    </Container>
  );
}
