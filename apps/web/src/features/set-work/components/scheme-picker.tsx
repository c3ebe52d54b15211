import { Badge, Checkbox, Group, Loader, NativeSelect, ScrollArea, Stack, Title } from '@mantine/core';
import type { SetWorkSelection } from '@mathsight/contract/assignments.ts';
import type { SchemeQuiz } from '@mathsight/contract/content.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useScheme, useSchemes } from '../api/list-schemes.ts';
import { HALF_TERM_NAMES, schemeUnitsByTerm, selectionKey } from '../set-work-rules.ts';
import { useSetWorkStore } from '../state/set-work-store.ts';
import { SelectionCard } from './selection-card.tsx';

function unitSelection(unit: SchemeQuiz): SetWorkSelection {
  return { source: 'scheme', topicUnitQuizId: unit.topicUnitQuizId, name: unit.name };
}

/** Topic quizzes chosen from a scheme of work: a year's units by half-term, in teaching order. */
export function SchemePicker({ error }: { error: string | undefined }) {
  const { schemeId, schemeYear, selections, setScheme, toggleSelection } = useSetWorkStore();
  const schemes = useSchemes();
  const shownSchemeId = schemeId ?? schemes.data?.items[0]?.schemeId ?? null;
  const scheme = useScheme(shownSchemeId);
  const years = scheme.data?.yearGroups ?? [];
  const year = schemeYear !== null && years.includes(schemeYear) ? schemeYear : (years[0] ?? null);
  const terms = schemeUnitsByTerm(scheme.data?.units ?? [], year);
  const chosen = new Set(selections.map(selectionKey));

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Scheme of work"
          value={shownSchemeId === null ? '' : String(shownSchemeId)}
          onChange={(e) => setScheme(Number(e.currentTarget.value), null)}
          data={(schemes.data?.items ?? []).map((s) => ({ value: String(s.schemeId), label: s.name }))}
          disabled={!schemes.data}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label="Year"
          value={year === null ? '' : String(year)}
          onChange={(e) => setScheme(shownSchemeId, Number(e.currentTarget.value))}
          data={years.map((y) => ({ value: String(y), label: `Year ${y}` }))}
          disabled={years.length === 0}
          style={{ flex: '0 1 9rem' }}
        />
      </Group>
      {(schemes.isError || scheme.isError) && (
        <LoadError title="The scheme of work could not be loaded" message="Please try again in a moment." />
      )}
      <Checkbox.Group
        label="Units"
        description="Each unit you choose is set as its topic quiz."
        value={selections.map(selectionKey)}
        error={error}
        inputWrapperOrder={['label', 'description', 'error', 'input']}
      >
        <ScrollArea.Autosize mah={340} type="auto" mt="xs" offsetScrollbars>
          {(schemes.isPending || scheme.isPending) && <Loader size="sm" aria-label="Loading the scheme" />}
          <Stack gap="md" pr="xs">
            {terms.map(({ term, units }) => (
              <section key={term} aria-labelledby={`scheme-term-${term}`}>
                <Title order={3} size="h6" id={`scheme-term-${term}`} mb={4}>
                  {HALF_TERM_NAMES[term - 1]}
                </Title>
                <Stack gap={4}>
                  {units.map((unit) => {
                    const selection = unitSelection(unit);
                    const key = selectionKey(selection);
                    return (
                      <SelectionCard
                        key={unit.topicUnitQuizId}
                        value={key}
                        checked={chosen.has(key)}
                        onToggle={() => toggleSelection(selection)}
                        title={unit.name}
                        detail={`Week ${unit.week} · ${unit.weeks} ${unit.weeks === 1 ? 'week' : 'weeks'}`}
                        aside={
                          unit.labelName && (
                            <Badge
                              variant="filled"
                              radius="sm"
                              size="sm"
                              style={{ backgroundColor: unit.labelColour ?? undefined, flexShrink: 0 }}
                            >
                              {unit.labelName}
                            </Badge>
                          )
                        }
                        testId="set-work-scheme-unit"
                      />
                    );
                  })}
                </Stack>
              </section>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </Stack>
  );
}
