import { Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { Strand } from '@mathsight/contract/content.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePageClass } from '../../../shared/session/use-page-class.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';

/**
 * The class a per-student screen shows, and its picker: the sidebar's class (usePageClass: choosing one
 * here chooses it there too), else the first of the teacher's classes. Answers the id (null while the
 * teacher has no class) and the picker.
 */
export function useGrowthClass() {
  const groups = useSessionStore((s) => s.groups);
  const { groupId, setGroupId } = usePageClass(groups);
  const picker =
    groups.length > 0 ? (
      <Select
        label="Class"
        data={groups.map((g) => ({ value: String(g.groupId), label: g.code }))}
        value={groupId === null ? null : String(groupId)}
        onChange={(v) => v && setGroupId(Number(v))}
        allowDeselect={false}
        w={180}
      />
    ) : null;
  return { groupId, picker, hasClasses: groups.length > 0 };
}

export function StrandSelect({
  strands,
  value,
  onChange,
}: {
  strands: ReadonlyArray<{ strand: Strand; name: string; studentsWithBaseline: number }>;
  value: Strand;
  onChange: (s: Strand) => void;
}) {
  return (
    <Select
      label="Strand"
      data={strands.map((s) => ({
        value: s.strand,
        label: `${s.name} (${s.studentsWithBaseline} with a baseline)`,
      }))}
      value={value}
      onChange={(v) => v && onChange(v as Strand)}
      allowDeselect={false}
      w={300}
    />
  );
}

/** No baselines yet: what sets one, and a link to set it. */
export function NoBaselineYet({
  diagnosticWorkCount,
  groupId,
  scope,
}: {
  diagnosticWorkCount: number;
  groupId?: number;
  scope: string;
}) {
  return (
    <StatusAlert tone="info" title={`No baselines for ${scope} yet`} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {diagnosticWorkCount === 0
            ? 'A baseline is set when a student hands in their first diagnostic quiz. Set one to get a starting point for each student; growth is measured from it.'
            : 'Diagnostic work is set: each student gets a baseline when they hand it in (or, without one, after their first 10 answers in a strand).'}
        </Text>
        {diagnosticWorkCount === 0 && (
          <Anchor
            component={Link}
            to={{ search: setWorkSearch({ kind: 'DiagnosticQuiz', groupId }) }}
            fw={600}
          >
            Set a diagnostic quiz
          </Anchor>
        )}
      </Stack>
    </StatusAlert>
  );
}

export function PageHeader({ title, intro, actions }: { title: string; intro: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} maw={720}>
        <Title order={1}>{title}</Title>
        <Text>{intro}</Text>
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
