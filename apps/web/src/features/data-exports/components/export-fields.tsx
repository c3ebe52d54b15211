import { NativeSelect } from '@mantine/core';
import { TypedDateInput } from '../../../shared/dates/typed-date-input.tsx';
import { fromTypedDay, TYPED_DATE_HINT, toTypedDay } from '../../../shared/dates/typed-dates.ts';

const WHOLE_SCHOOL = '';
const FORMAT_MESSAGE = `Enter a date as ${TYPED_DATE_HINT}`;

export interface ClassChoice {
  groupId: number;
  code: string;
}

/** A school day typed as dd/mm/yyyy (the browser's own date field follows its language). */
export function DayField(props: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  error?: string | undefined;
}) {
  return (
    <TypedDateInput
      {...props}
      description={TYPED_DATE_HINT}
      format={toTypedDay}
      parse={fromTypedDay}
      formatMessage={FORMAT_MESSAGE}
      w={170}
    />
  );
}

/**
 * An export's class: one the caller may read, or (for an administrator) the whole school, shown as
 * `wholeLabel`. Every section's field shows the page's class, so choosing in one chooses for all.
 */
export function ExportClassField({
  isAdministrator,
  classes,
  groupId,
  onGroupChange,
  wholeLabel = 'Whole school',
}: {
  isAdministrator: boolean;
  classes: readonly ClassChoice[];
  /** The class chosen; null for the whole school (administrators only). */
  groupId: number | null;
  onGroupChange: (groupId: number | null) => void;
  wholeLabel?: string;
}) {
  return (
    <NativeSelect
      label="Class"
      description={isAdministrator ? 'One class, or the whole school' : 'One of your classes'}
      value={groupId === null ? WHOLE_SCHOOL : String(groupId)}
      onChange={(e) => {
        const value = e.currentTarget.value;
        onGroupChange(value === WHOLE_SCHOOL ? null : Number(value));
      }}
      data={[
        ...(isAdministrator ? [{ value: WHOLE_SCHOOL, label: wholeLabel }] : []),
        ...classes.map((c) => ({ value: String(c.groupId), label: c.code })),
      ]}
      w={220}
    />
  );
}
