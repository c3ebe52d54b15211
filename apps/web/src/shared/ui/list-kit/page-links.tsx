import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_GAP, pageItems } from './paginator.ts';

export interface PageLinksProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Students pages". */
  label: string;
}

/**
 * Page links under a paged list: previous, first, last, the current page's neighbours with
 * ellipses for the gaps, next. Hidden when everything fits on one page.
 */
export function PageLinks({ page, totalPages, onPageChange, label }: PageLinksProps) {
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);

  return (
    <nav aria-label={label}>
      <Group component="ul" gap={4} wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        <li>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
        </li>
        {items.map((item, index) =>
          item === PAGE_GAP ? (
            // Two gaps can show at once, so the key is positional.
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own.
            <Box component="li" key={`gap-${index}`} aria-hidden="true" w={24} ta="center">
              {PAGE_GAP}
            </Box>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'filled' : 'default'}
                size="sm"
                miw={36}
                px={8}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Next page"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </li>
      </Group>
    </nav>
  );
}
