import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCollections } from './api/list-collections.ts';

/** A topic collection, or every collection. */
export type CollectionChoice = number | 'all';

/**
 * The topic search with its collection filter (the topic library, the set-work flow): a search
 * box and the school's collections, then "All collections". `width` is each field's basis.
 */
export function TopicSearchFields({
  search,
  onSearchChange,
  collectionId,
  onCollectionChange,
  width,
  gap,
  placeholder,
  type,
  testId,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  collectionId: CollectionChoice;
  onCollectionChange: (collectionId: CollectionChoice) => void;
  width: string;
  gap: 'sm' | 'md';
  placeholder?: string;
  type?: 'search';
  testId: string;
}) {
  const collections = useCollections();
  return (
    <Group align="flex-end" gap={gap} wrap="wrap">
      <TextInput
        label="Search topics"
        type={type}
        placeholder={placeholder}
        value={search}
        onChange={(e) => onSearchChange(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: `1 1 ${width}` }}
        data-testid={testId}
      />
      <NativeSelect
        label="Collection"
        value={String(collectionId)}
        onChange={(e) =>
          onCollectionChange(e.currentTarget.value === 'all' ? 'all' : Number(e.currentTarget.value))
        }
        data={[
          ...(collections.data?.items ?? []).map((c) => ({ value: String(c.collectionId), label: c.name })),
          { value: 'all', label: 'All collections' },
        ]}
        // Grows to its longest name ("Secondary maths (Years 7–11)"), on its own line on a phone.
        style={{ flex: `1 1 ${width}`, minWidth: 'min(100%, 17rem)' }}
      />
    </Group>
  );
}
