import { Button, Group, Select } from '@mantine/core';
import type { AssignmentGroupRef } from '@mathsight/contract/assignments.ts';
import type { ExportFormat } from '@mathsight/contract/insights.ts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useResultsStore } from '../../../shared/insights/results-store.ts';
import {
  type FilterMisconception,
  filterFromValue,
  filterOptions,
  filterValue,
} from '../answers-filter-options.ts';

/**
 * Above the grid: filter answers (spec §3 answersFilter), narrow to one class when the work has
 * several, and download the results.
 */
export function ResultsToolbar({
  groups,
  groupId,
  onGroupChange,
  misconceptions,
  onExport,
}: {
  groups: AssignmentGroupRef[];
  groupId: number | null;
  onGroupChange: (groupId: number | null) => void;
  misconceptions: FilterMisconception[];
  /** Absent where there is nothing to download (independent study). */
  onExport?: (format: ExportFormat) => Promise<void>;
}) {
  const filter = useResultsStore((s) => s.answersFilter);
  const setFilter = useResultsStore((s) => s.setAnswersFilter);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    if (!onExport) return;
    setExporting(format);
    try {
      await onExport(format);
    } catch {
      // The HTTP client has shown 'Error downloading file'.
    } finally {
      setExporting(null);
    }
  };

  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Show answers"
          data={filterOptions(misconceptions)}
          value={filterValue(filter)}
          onChange={(value) => setFilter(filterFromValue(value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 300 }}
          data-testid="answers-filter"
        />
        {groups.length > 1 && (
          <Select
            label="Class"
            data={[
              { value: 'all', label: 'All classes' },
              ...groups.map((g) => ({ value: String(g.groupId), label: g.code })),
            ]}
            value={groupId === null ? 'all' : String(groupId)}
            onChange={(value) => onGroupChange(value && value !== 'all' ? Number(value) : null)}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
            data-testid="class-filter"
          />
        )}
      </Group>
      {onExport && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting === 'csv'}
            disabled={exporting !== null}
            onClick={() => void download('csv')}
          >
            Download CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting === 'pdf'}
            disabled={exporting !== null}
            onClick={() => void download('pdf')}
          >
            Download PDF
          </Button>
        </Group>
      )}
    </Group>
  );
}
