import { Select } from '@mantine/core';

/** A league's year filter: one year group of the school's classes, or all. */
export function YearGroupSelect({
  options,
  value,
  onChange,
}: {
  options: readonly { yearGroupId: number; name: string }[];
  value: number | null;
  onChange: (yearGroupId: number | null) => void;
}) {
  return (
    <Select
      label="Year group"
      placeholder="All years"
      data={options.map((y) => ({ value: String(y.yearGroupId), label: y.name }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      clearable
      style={{ flex: '0 1 12rem' }}
    />
  );
}
