import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { idFromParam } from '../../../shared/routing/screen-search.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { downloadTopicReportCsv, type TopicReportCsv } from '../api/download-topic-report-csv.ts';

/**
 * Ids kept in the address (`?topicUnitId=`, `?quizId=`), so a link or a reload shows the same choice:
 * each one's value, and a setter that changes several in one step (two steps would each start from the
 * address as it was, and the second would undo the first).
 */
export function useIdParams<Name extends string>(
  names: readonly Name[],
): [Record<Name, number | null>, (changes: Partial<Record<Name, number | null>>) => void] {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(names.map((n) => [n, idFromParam(search.get(n))])) as Record<
    Name,
    number | null
  >;
  const set = (changes: Partial<Record<Name, number | null>>) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [name, id] of Object.entries(changes) as Array<[Name, number | null]>) {
          if (id === null) params.delete(name);
          else params.set(name, String(id));
        }
        return params;
      },
      { replace: true },
    );
  return [values, set];
}

/** The page's title, what it shows, and its choosers beside them. */
export function ReportHead({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} maw={640}>
        <Title order={1}>{title}</Title>
        <Text>{intro}</Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
      </Group>
    </Group>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <Group gap="xs" aria-busy="true">
      <Loader size="sm" />
      <Text>Loading {what}…</Text>
    </Group>
  );
}

/** "Export CSV" of a table (named for screen readers by what it holds), saved as `fileName`. */
export function ExportCsv({
  schoolId,
  csv,
  fileName,
  of,
}: {
  schoolId: number;
  csv: TopicReportCsv;
  fileName: string;
  /** What the file holds: "of topic insights". */
  of: string;
}) {
  return (
    <DownloadButton
      size="xs"
      label="Export CSV"
      name={`Export CSV ${of}`}
      busyLabel="Exporting CSV"
      download={() => downloadTopicReportCsv(schoolId, csv, fileName)}
    />
  );
}

/** A section's heading with its export beside it. */
export function SectionHead({ title, id, children }: { title: string; id: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Group>
  );
}

/** "7 October 2025" from a yyyy-mm-dd day. */
export function dayText(day: string): string {
  return new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
