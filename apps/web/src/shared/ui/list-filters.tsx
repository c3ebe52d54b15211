import { NativeSelect, TextInput } from '@mantine/core';
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

/**
 * A list's class filter: one class or all of them. The browser's own select (type a class's first letters to
 * reach it; a phone's own picker), which keeps the list's page light (issue 26 point 4).
 */
export function ClassFilterSelect({
  data,
  groupId,
  onChange,
}: {
  data: ReadonlyArray<{ value: string; label: string }>;
  groupId: number | null;
  onChange: (groupId: number | null) => void;
}) {
  return (
    <NativeSelect
      label="Class"
      data={[{ value: '', label: 'All classes' }, ...data]}
      value={groupId === null ? '' : String(groupId)}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      style={{ flex: '1 1 10rem' }}
    />
  );
}
