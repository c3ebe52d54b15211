import { describe, expect, it } from 'vitest';
import { loadedText, pagerText } from './pager-text.ts';

describe('pagerText', () => {
  it('shows the range with an en dash', () => {
    expect(pagerText({ page: 1, pageSize: 10, total: 57 })).toBe('1–10 of 57 results');
    expect(pagerText({ page: 3, pageSize: 10, total: 57 })).toBe('21–30 of 57 results');
  });

  it('ends the last page at the total', () => {
    expect(pagerText({ page: 6, pageSize: 10, total: 57 })).toBe('51–57 of 57 results');
  });

  it('shows a range when the total is exactly one page', () => {
    expect(pagerText({ page: 1, pageSize: 10, total: 10 })).toBe('1–10 of 10 results');
  });

  it('shows only the count when the total is below the page size, singular for one', () => {
    expect(pagerText({ page: 1, pageSize: 10, total: 0 })).toBe('0 results');
    expect(pagerText({ page: 1, pageSize: 10, total: 1 })).toBe('1 result');
    expect(pagerText({ page: 1, pageSize: 10, total: 3 })).toBe('3 results');
    expect(pagerText({ page: 1, pageSize: 10, total: 9 })).toBe('9 results');
  });

  it('says "result" for a total of one even in range form', () => {
    expect(pagerText({ page: 1, pageSize: 1, total: 1 })).toBe('1–1 of 1 result');
  });

  it('groups thousands', () => {
    expect(pagerText({ page: 101, pageSize: 10, total: 12_345 })).toBe('1,001–1,010 of 12,345 results');
  });
});

describe('loadedText', () => {
  it('says how many of all are loaded until all are, then counts them with the right word', () => {
    expect(loadedText(50, 2000, 'student', 'students')).toBe('50 of 2000 loaded: scroll for more');
    expect(loadedText(2000, 2000, 'student', 'students')).toBe('2000 students');
    expect(loadedText(1, 1, 'student', 'students')).toBe('1 student');
  });
});
