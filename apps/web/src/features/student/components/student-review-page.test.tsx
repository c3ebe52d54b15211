import { reviewPaths } from '@mathsight/contract/work-review.paths.ts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { review } from '../../../shared/review/testing/review-fixture.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';

beforeEach(() => saveRefreshToken(makeToken({ role: ['Student'] })));
afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

describe('/student/work/{id}', () => {
  it('shows the review with the comment, and marks the comments read once shown', async () => {
    const markRead = vi.fn(() => jsonResponse(200, { markedCount: 1 }));
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${reviewPaths.myReview(5)}`]: () => jsonResponse(200, review),
      [`PUT ${reviewPaths.myReviewRead(5)}`]: markRead,
    });
    renderApp('/student/work/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your results' })).toBeTruthy();
    expect(screen.getByText('Look at the bottom numbers again.')).toBeTruthy();
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    expect(document.title).toBe('Your results: Fractions homework - Mathsight');
  });

  it('says the work does not exist when it is not the student’s (404)', async () => {
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${reviewPaths.myReview(6)}`]: () => jsonResponse(404, { message: 'Not found' }),
    });
    renderApp('/student/work/6');
    expect(await screen.findByRole('heading', { name: 'This work does not exist' })).toBeTruthy();
  });
});
