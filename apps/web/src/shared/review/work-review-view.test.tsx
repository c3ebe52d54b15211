import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../ui/testing/render-with-mantine.tsx';
import { commentCounts, reviewOutcomeLabel } from './review-text.ts';
import { review } from './testing/review-fixture.ts';
import { WorkReviewView } from './work-review-view.tsx';

describe('WorkReviewView', () => {
  it('shows each question as asked: the option chosen with its value, the right one, what went wrong, and the comment', () => {
    renderWithMantine(
      <WorkReviewView review={review} audience={{ kind: 'student' }} headline="Your results" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your results' })).toBeTruthy();
    expect(screen.getByTestId('review-score').textContent).toBe('0 out of 2 right (0%)');
    const [first, second] = screen.getAllByTestId('review-question');
    if (!first || !second) throw new Error('two questions');
    const one = within(first);
    expect(one.getByText('What is one half add one third?')).toBeTruthy();
    expect(one.getByTestId('review-outcome').textContent).toContain('You chose B: two fifths.');
    expect(one.getByTestId('review-outcome').textContent).toContain('The right answer is C: five sixths.');
    expect(one.getByTestId('review-misconception').textContent).toContain(
      'What went wrong: Adds the denominators',
    );
    expect(one.getByTestId('review-misconception').textContent).toContain(
      'How to fix it: Find a common denominator',
    );
    const comment = one.getByTestId('review-comment');
    expect(comment.textContent).toContain('Comment from Ms Patel');
    expect(comment.textContent).toContain('Look at the bottom numbers again.');
    expect(within(comment).getByText('New')).toBeTruthy();
    expect(within(second).getByTestId('review-outcome').textContent).toContain('Not answered.');
    expect(within(second).getByTestId('review-outcome').textContent).toContain(
      'The right answer is A: one half.',
    );
  });

  it('speaks of the student by name to their teacher, and says whether the comment was read', () => {
    renderWithMantine(
      <WorkReviewView
        review={review}
        audience={{ kind: 'teacher', firstName: 'Amara' }}
        headline="Amara Okafor"
      />,
    );
    const [first] = screen.getAllByTestId('review-question');
    if (!first) throw new Error('a question');
    expect(within(first).getByTestId('review-outcome').textContent).toContain('Amara chose B');
    expect(within(first).getByTestId('review-comment').textContent).toContain('Not read yet');
    expect(screen.getByText('Amara answered 1 of 2 questions.')).toBeTruthy();
  });
});

describe('review text', () => {
  it('labels outcomes and counts comments', () => {
    expect(review.questions.map(reviewOutcomeLabel)).toEqual(['Wrong', 'Not answered']);
    expect(commentCounts(review.questions)).toEqual({ total: 1, unread: 1 });
  });
});
