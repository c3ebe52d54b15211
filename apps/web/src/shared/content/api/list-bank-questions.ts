import { questionBankPaths } from '@mathsight/contract/question-bank.paths.ts';
import {
  BankQuestionListSchema,
  QUESTION_BANK_PAGE_SIZE,
  QuestionBankFiltersSchema,
} from '@mathsight/contract/question-bank.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { pagingParams } from '../../api/paging.ts';

/** The question bank's filters as a screen holds them: ids as numbers, null for "any". */
export interface BankSearch {
  searchText: string;
  topicUnitId: number | null;
  constructId: number | null;
  misconceptionId: number | null;
  yearGroup: number | null;
  /** Only these questions (the set-work flow naming the ones chosen). */
  questionIds?: readonly number[];
}

const filterOf = (search: BankSearch): Record<string, string> => ({
  ...(search.searchText.trim() && { searchText: search.searchText.trim() }),
  ...(search.topicUnitId !== null && { topicUnitId: String(search.topicUnitId) }),
  ...(search.constructId !== null && { constructId: String(search.constructId) }),
  ...(search.misconceptionId !== null && { misconceptionId: String(search.misconceptionId) }),
  ...(search.yearGroup !== null && { yearGroup: String(search.yearGroup) }),
  ...(search.questionIds?.length && { questionIds: search.questionIds.join(',') }),
});

/**
 * A page of the question bank (GET /api/v3/questions). The bank changes only with a release, but a
 * question's answer count and calibration move as students answer: kept for five minutes.
 */
export const bankQuestionsQueryOptions = (
  search: BankSearch,
  page: number,
  take: number = QUESTION_BANK_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: ['content', 'bank-questions', search, page, take],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: questionBankPaths.questions,
        params: pagingParams({ skip: page * take, take, filter: filterOf(search) }),
        schema: BankQuestionListSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useBankQuestions(search: BankSearch, page: number, enabled = true) {
  return useQuery({ ...bankQuestionsQueryOptions(search, page), enabled });
}

/** The choices of the bank's filters: fixed per release. */
export const bankFiltersQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'bank-filters'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: questionBankPaths.filters,
        schema: QuestionBankFiltersSchema,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBankFilters() {
  return useQuery(bankFiltersQueryOptions());
}
