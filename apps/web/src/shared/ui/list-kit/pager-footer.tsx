import { Group, Text } from '@mantine/core';
import { PageLinks } from './page-links.tsx';
import { pagerText } from './pager-text.ts';
import { pageCount } from './paginator.ts';

/** The footer of a paged list: 'a–b of n results' (announced) and the pages, named after the list. */
export function PagerFooter({
  page,
  pageSize,
  total,
  onPageChange,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The list's own name; the pages are "<label> pages". */
  label: string;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" role="status">
        {pagerText({ page, pageSize, total })}
      </Text>
      <PageLinks
        page={page}
        totalPages={pageCount(total, pageSize)}
        onPageChange={onPageChange}
        label={`${label} pages`}
      />
    </Group>
  );
}
