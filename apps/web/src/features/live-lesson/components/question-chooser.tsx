import { Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIVE_LESSON_MAX_QUESTIONS } from '@mathsight/contract/live-lessons.ts';
import { type BankQuestion, QUESTION_BANK_PAGE_SIZE } from '@mathsight/contract/question-bank.ts';
import { useMemo, useState } from 'react';
import {
  type BankSearch,
  useBankFilters,
  useBankQuestions,
} from '../../../shared/content/api/list-bank-questions.ts';
import { MathText } from '../../../shared/question/math-text.tsx';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { PlainList } from '../../../shared/ui/plain-list.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Questions from the bank to put on the board, found by words or topic (a topic's link fills the
 * topic in), each chosen with its box, up to a lesson's 30. The bank's own screen has the full
 * filters and previews; this is the short way in for a lesson about to start.
 */
export function QuestionChooser({
  chosen,
  onToggle,
  initialTopicUnitId,
}: {
  chosen: readonly number[];
  onToggle: (q: BankQuestion) => void;
  initialTopicUnitId: number | null;
}) {
  const [text, setText] = useState('');
  const [topicUnitId, setTopicUnitId] = useState<number | null>(initialTopicUnitId);
  const [searchText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search: BankSearch = useMemo(
    () => ({ searchText, topicUnitId, constructId: null, misconceptionId: null, yearGroup: null }),
    [searchText, topicUnitId],
  );
  const [page, setPage] = useState(1);
  const key = JSON.stringify(search);
  const [pageFor, setPageFor] = useState(key);
  if (pageFor !== key) {
    setPageFor(key);
    setPage(1);
  }
  const list = useBankQuestions(search, page - 1);
  const filters = useBankFilters();
  const full = chosen.length >= LIVE_LESSON_MAX_QUESTIONS;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search the question bank"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          label="Topic"
          placeholder="Any topic"
          data={(filters.data?.topics ?? []).map((t) => ({ value: String(t.topicUnitId), label: t.name }))}
          value={topicUnitId === null ? null : String(topicUnitId)}
          onChange={(v) => setTopicUnitId(v === null ? null : Number(v))}
          searchable
          clearable
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      <ListStates
        read={list}
        noun="questions"
        loadingRows={3}
        rowHeight={72}
        isEmpty={(data) => data.items.length === 0}
        empty={<ListEmpty title="No question matches." testId="chooser-empty" />}
      >
        {({ items, total }) => (
          <Stack gap="xs">
            <PlainList gap="xs" aria-label="Questions to choose from" data-testid="chooser-list">
              {items.map((q) => {
                const isChosen = chosen.includes(q.questionId);
                return (
                  <li key={q.questionId}>
                    <Checkbox
                      checked={isChosen}
                      disabled={!isChosen && full}
                      onChange={() => onToggle(q)}
                      label={
                        <span>
                          <MathText text={q.stem} />{' '}
                          <Text span size="sm" c="gray.8">
                            · {q.topicUnitName}, Year {q.yearGroup}
                          </Text>
                        </span>
                      }
                      data-testid="chooser-choose"
                    />
                  </li>
                );
              })}
            </PlainList>
            {total > QUESTION_BANK_PAGE_SIZE && (
              <PagerFooter
                page={page}
                pageSize={QUESTION_BANK_PAGE_SIZE}
                total={total}
                onPageChange={setPage}
                label="Questions"
              />
            )}
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
