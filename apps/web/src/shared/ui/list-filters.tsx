import { Select, type SelectProps, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

/** A list's search box: labelled "Search", with the magnifier, as long as the server accepts (200). */
export function ListSearchInput({
  placeholder,
  value,
  onChange,
  style,
}: {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  style?: CSSProperties;
}) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      style={style}
      maxLength={200}
    />
  );
}

/** A list's class filter: one class or all of them, searchable by the class's name. */
export function ClassFilterSelect({
  data,
  groupId,
  onChange,
}: {
  data: SelectProps['data'];
  groupId: number | null;
  onChange: (groupId: number | null) => void;
}) {
  return (
    <Select
      label="Class"
      placeholder="All classes"
      data={data}
      value={groupId === null ? null : String(groupId)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      clearable
      searchable
      style={{ flex: '1 1 10rem' }}
      nothingFoundMessage="No class of that name"
    />
  );
}
