import { NativeSelect, Text } from '@mantine/core';
import {
  type LabelCounts,
  REPORT_MONTHS_DEFAULT,
  REPORT_MONTHS_MAX,
} from '@mathsight/contract/school-reports.ts';
import { useSearchParams } from 'react-router';

/** What the reports' screens share: their window (`?months=`), a percentage, a proficiency's labels. */

const MONTH_CHOICES = [1, 2, 3, 6, 12];

/** The report's window in the address (`?months=`, spec §9 default 1), so a link or reload keeps it. */
export function useMonthsParam(): [number, (months: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('months'));
  const months = Number.isInteger(raw) && raw >= 1 && raw <= REPORT_MONTHS_MAX ? raw : REPORT_MONTHS_DEFAULT;
  const setMonths = (next: number) =>
    setSearchParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === REPORT_MONTHS_DEFAULT) p.delete('months');
        else p.set('months', String(next));
        return p;
      },
      { replace: true },
    );
  return [months, setMonths];
}

export function MonthsSelect({ months, onChange }: { months: number; onChange: (m: number) => void }) {
  return (
    <NativeSelect
      label="Period"
      value={String(months)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={MONTH_CHOICES.map((m) => ({
        value: String(m),
        label: m === 1 ? 'Last month' : `Last ${m} months`,
      }))}
      w={180}
    />
  );
}

export const percentText = (p: number | null) => (p === null ? '–' : `${p}%`);

/** The measures' labels (decision 0014), counted: "3 secure · 5 developing · 1 not yet · 20 not enough answers yet". */
export function ProficiencyText({ p, counted }: { p: LabelCounts; counted?: string }) {
  const parts = [
    [p.secure, 'secure'],
    [p.developing, 'developing'],
    [p.notYet, 'not yet'],
    [p.notEnough, 'not enough answers yet'],
  ] as const;
  const shown = parts.filter(([n]) => n > 0);
  if (shown.length === 0) return <Text size="sm">No measures yet</Text>;
  const labels = shown.map(([n, label]) => `${n} ${label}`).join(' · ');
  // Say what is counted when it is not students (a class's counts run past its size otherwise unexplained).
  const total = p.secure + p.developing + p.notYet + p.notEnough;
  return <Text size="sm">{counted ? `${total} ${counted}: ${labels}` : labels}</Text>;
}
