import { Group, Select } from '@mantine/core';
import type { QuestionBankFilters } from '@mathsight/contract/question-bank.ts';
import { useMemo } from 'react';
import type { BankSearch } from '../../../shared/content/api/list-bank-questions.ts';
import { ListSearchInput } from '../../../shared/ui/list-filters.tsx';

const idValue = (id: number | null) => (id === null ? null : String(id));
const toId = (value: string | null) => (value === null ? null : Number(value));

/**
 * The bank's filters: words, topic, construct (of the chosen topic and year, when chosen),
 * misconception and year group. Choices come from the live questions only.
 */
export function BankFilters({
  search,
  choices,
  onChange,
}: {
  search: BankSearch;
  choices: QuestionBankFilters | undefined;
  onChange: (change: Partial<BankSearch>) => void;
}) {
  const topics = useMemo(
    () => (choices?.topics ?? []).map((t) => ({ value: String(t.topicUnitId), label: t.name })),
    [choices],
  );
  const constructs = useMemo(
    () =>
      (choices?.constructs ?? [])
        .filter(
          (c) =>
            (search.topicUnitId === null || c.topicUnitId === search.topicUnitId) &&
            (search.yearGroup === null || c.yearGroup === search.yearGroup),
        )
        .map((c) => ({ value: String(c.constructId), label: c.name })),
    [choices, search.topicUnitId, search.yearGroup],
  );
  const misconceptions = useMemo(
    () => (choices?.misconceptions ?? []).map((m) => ({ value: String(m.misconceptionId), label: m.name })),
    [choices],
  );
  const years = useMemo(
    () => (choices?.yearGroups ?? []).map((y) => ({ value: String(y), label: `Year ${y}` })),
    [choices],
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Find questions">
      <ListSearchInput
        placeholder="Words in the question, topic or skill"
        value={search.searchText}
        onChange={(searchText) => onChange({ searchText })}
        style={{ flex: '2 1 16rem' }}
      />
      <Select
        label="Topic"
        placeholder="All topics"
        data={topics}
        value={idValue(search.topicUnitId)}
        // A construct belongs to one topic: changing the topic lets go of it.
        onChange={(v) => onChange({ topicUnitId: toId(v), constructId: null })}
        clearable
        searchable
        nothingFoundMessage="No topic of that name"
        style={{ flex: '1 1 12rem' }}
        data-testid="bank-topic"
      />
      <Select
        label="Skill (construct)"
        placeholder="All skills"
        data={constructs}
        value={idValue(search.constructId)}
        onChange={(v) => onChange({ constructId: toId(v) })}
        clearable
        searchable
        limit={100}
        nothingFoundMessage="No skill of that name"
        style={{ flex: '1 1 12rem' }}
        data-testid="bank-construct"
      />
      <Select
        label="Misconception"
        placeholder="Any misconception"
        data={misconceptions}
        value={idValue(search.misconceptionId)}
        onChange={(v) => onChange({ misconceptionId: toId(v) })}
        clearable
        searchable
        limit={100}
        nothingFoundMessage="No misconception of that name"
        style={{ flex: '2 1 16rem' }}
        data-testid="bank-misconception"
      />
      <Select
        label="Year"
        placeholder="All years"
        data={years}
        value={idValue(search.yearGroup)}
        onChange={(v) => onChange({ yearGroup: toId(v), constructId: null })}
        clearable
        style={{ flex: '0 1 8rem' }}
        data-testid="bank-year"
      />
    </Group>
  );
}
