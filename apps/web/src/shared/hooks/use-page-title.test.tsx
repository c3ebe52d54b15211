import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, usePageTitle } from './use-page-title.ts';

describe('page titles (spec §1)', () => {
  it("reads '<page title> - Mathsight'", () => {
    expect(formatPageTitle('Plan')).toBe('Plan - Mathsight');
    expect(formatPageTitle(null)).toBe('Mathsight');
    renderHook(() => usePageTitle('Reports'));
    expect(document.title).toBe('Reports - Mathsight');
  });
});
