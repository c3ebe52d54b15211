import { Button, Group, Pill, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type BankQuestion,
  CUSTOM_QUIZ_MAX_QUESTIONS,
  QUESTION_BANK_PAGE_SIZE,
} from '@mathsight/contract/question-bank.ts';
import { IconPlus, IconPresentation } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  type BankSearch,
  useBankFilters,
  useBankQuestions,
} from '../../../shared/content/api/list-bank-questions.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';
import { ConfirmEmailNotice } from '../../../shared/session/components/confirm-email-notice.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { BankFilters } from './bank-filters.tsx';
import { BankQuestionItem } from './bank-question-item.tsx';
import classes from './question-bank.module.css';
import { QuestionPreviewDialog } from './question-preview-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

const NO_FILTERS: BankSearch = {
  searchText: '',
  topicUnitId: null,
  constructId: null,
  misconceptionId: null,
  yearGroup: null,
};

/** A short name of a chosen question for its pill: the stem's first words, maths and all. */
const shortStem = (q: BankQuestion) => (q.stem.length > 40 ? `${q.stem.slice(0, 38)}…` : q.stem);

/**
 * `/{schoolId}/questions`: the question bank (issue 14). Teachers find questions by words, topic,
 * skill, misconception and year (never retired ones), preview each as students see it with the
 * misconception behind every wrong answer, choose up to 30 and set them as one custom quiz through
 * the set-work flow (`?modal=set-work&kind=CustomQuiz&questionIds=…`), which goes on to the plan.
 * The answers are for teachers whose own address is confirmed (the server's rule): anyone else is
 * told to confirm it, with the link sent again on request, and the bank is not asked.
 */
export function QuestionBankPage() {
  usePageTitle('Question bank');
  const schoolId = useSessionStore((s) => s.schoolId);
  const me = useMe(schoolId);
  if (me.data && !me.data.user.isEmailConfirmed) {
    return (
      <Stack gap="lg" maw={1100}>
        <Title order={1}>Question bank</Title>
        <ConfirmEmailNotice
          email={me.data.user.email}
          needed="The question bank shows the answer and the misconception behind every option, so it is for teachers whose email address is confirmed."
        />
      </Stack>
    );
  }
  return <BankBrowser />;
}

/** The bank itself: filters, the questions page by page, the chosen ones and their preview. */
function BankBrowser() {
  const schoolId = useSessionStore((s) => s.schoolId);
  const [search, setSearch] = useState<BankSearch>(NO_FILTERS);
  const [searchText] = useDebouncedValue(search.searchText, SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => ({ ...search, searchText: searchText.trim() }), [search, searchText]);
  const [page, setPage] = useState(1);
  // New filters start again on the first page (adjusted during render, not in an effect).
  const queryKey = JSON.stringify(query);
  const [pageFor, setPageFor] = useState(queryKey);
  if (pageFor !== queryKey) {
    setPageFor(queryKey);
    setPage(1);
  }
  const list = useBankQuestions(query, page - 1);
  const choices = useBankFilters();
  const [chosen, setChosen] = useState<BankQuestion[]>([]);
  const [previewing, setPreviewing] = useState<BankQuestion | null>(null);

  const chosenIds = new Set(chosen.map((q) => q.questionId));
  const canChooseMore = chosen.length < CUSTOM_QUIZ_MAX_QUESTIONS;
  const toggle = (q: BankQuestion) =>
    setChosen((now) =>
      now.some((x) => x.questionId === q.questionId)
        ? now.filter((x) => x.questionId !== q.questionId)
        : now.length < CUSTOM_QUIZ_MAX_QUESTIONS
          ? [...now, q]
          : now,
    );
  const filtered = JSON.stringify(query) !== JSON.stringify(NO_FILTERS);

  const body = (
    <ListStates
      read={list}
      noun="questions"
      loadingRows={4}
      rowHeight={110}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <ListEmpty
          title={filtered ? 'No question matches.' : 'The question bank is empty.'}
          testId="bank-empty"
        >
          {filtered && (
            <>
              <Text size="sm">Try fewer words, or another topic, skill, misconception or year.</Text>
              <Button size="sm" variant="default" onClick={() => setSearch(NO_FILTERS)}>
                Clear the filters
              </Button>
            </>
          )}
        </ListEmpty>
      }
    >
      {({ items, total }) => (
        <Stack gap="md">
          <PlainList gap="sm" aria-label="Questions" data-testid="bank-list">
            {items.map((q, i) => (
              <BankQuestionItem
                key={q.questionId}
                question={q}
                number={(page - 1) * QUESTION_BANK_PAGE_SIZE + i + 1}
                chosen={chosenIds.has(q.questionId)}
                canChoose={canChooseMore}
                onToggle={() => toggle(q)}
                onPreview={() => setPreviewing(q)}
              />
            ))}
          </PlainList>
          {total > QUESTION_BANK_PAGE_SIZE && (
            <PagerFooter
              page={page}
              pageSize={QUESTION_BANK_PAGE_SIZE}
              total={total}
              onPageChange={(p) => {
                setPage(p);
                window.scrollTo({ top: 0 });
              }}
              label="Questions"
            />
          )}
        </Stack>
      )}
    </ListStates>
  );

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>Question bank</Title>
        <Text className={muted.muted} mt={4}>
          Every question in the bank, with the misconception behind each wrong answer. Find questions by
          topic, skill, misconception or year, preview them as students see them, and set the ones you choose
          as a quiz.
        </Text>
      </div>

      {choices.isError && (
        <LoadError
          title="The filters could not be loaded"
          message={choices.error.message}
          onRetry={() => choices.refetch()}
        />
      )}
      <BankFilters
        search={search}
        choices={choices.data}
        onChange={(change) => setSearch((now) => ({ ...now, ...change }))}
      />

      <Text size="sm" role="status" data-testid="bank-count">
        {list.data
          ? `${list.data.total.toLocaleString('en-GB')} ${list.data.total === 1 ? 'question' : 'questions'}${filtered ? ' match' : ''}`
          : ''}
      </Text>

      {body}

      {chosen.length > 0 && (
        <section className={classes.chosenBar} aria-label="Chosen questions" data-testid="bank-chosen">
          <Stack gap="xs">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text fw={700} role="status">
                {chosen.length} {chosen.length === 1 ? 'question' : 'questions'} chosen
                {canChooseMore ? '' : ` (at most ${CUSTOM_QUIZ_MAX_QUESTIONS})`}
              </Text>
              <Group gap="sm">
                <Button variant="default" size="sm" onClick={() => setChosen([])}>
                  Clear
                </Button>
                <Button
                  component={Link}
                  to={{
                    search: setWorkSearch({
                      kind: 'CustomQuiz',
                      questionIds: chosen.map((q) => q.questionId),
                    }),
                  }}
                  size="sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  data-testid="bank-set"
                >
                  Set these questions
                </Button>
                {schoolId !== null && (
                  <Button
                    component={Link}
                    to={paths.liveLessonStart(schoolId, { questionIds: chosen.map((q) => q.questionId) })}
                    size="sm"
                    variant="default"
                    leftSection={<IconPresentation size={14} aria-hidden />}
                    data-testid="bank-live"
                  >
                    Start live lesson
                  </Button>
                )}
              </Group>
            </Group>
            <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Chosen">
              {chosen.map((q, i) => (
                <li key={q.questionId}>
                  <Pill
                    withRemoveButton
                    onRemove={() => toggle(q)}
                    removeButtonProps={{ 'aria-label': `Remove chosen question ${i + 1}` }}
                  >
                    {i + 1}. {q.topicUnitName}: {shortStem(q).replace(/\$/g, '')}
                  </Pill>
                </li>
              ))}
            </Group>
          </Stack>
        </section>
      )}

      {previewing && (
        <QuestionPreviewDialog
          question={previewing}
          chosen={chosenIds.has(previewing.questionId)}
          canChoose={canChooseMore}
          onToggle={() => toggle(previewing)}
          onClose={() => setPreviewing(null)}
        />
      )}
    </Stack>
  );
}
