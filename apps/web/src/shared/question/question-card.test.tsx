import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadKatex } from './math-text.tsx';
import { QuestionCard, type QuestionView } from './question-card.tsx';

const question: QuestionView = {
  stem: 'Work out $\\frac{1}{2} + \\frac{1}{3}$',
  diagramSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
  diagramAlt: 'A circle',
  answers: [
    {
      letter: 'A',
      text: '$\\frac{2}{5}$',
      isCorrect: false,
      misconception: { name: 'Adds numerators and denominators' },
    },
    { letter: 'B', text: '$\\frac{5}{6}$', isCorrect: true, misconception: null },
    {
      letter: 'C',
      text: '$\\frac{2}{6}$',
      isCorrect: false,
      misconception: { name: 'Adds numerators only' },
    },
    {
      letter: 'D',
      text: '$\\frac{1}{6}$',
      isCorrect: false,
      misconception: { name: 'Multiplies instead of adds' },
    },
  ],
};

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('QuestionCard', () => {
  // KaTeX is fetched on first use (math-text.test.tsx covers the wait); these tests look at its output.
  beforeAll(() => loadKatex());

  it('typesets maths with MathML for screen readers and shows the diagram with its alt text', () => {
    const { container } = wrap(<QuestionCard question={question} mode={{ kind: 'preview' }} />);
    expect(container.querySelectorAll('math').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('img', { name: 'A circle' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
  });

  it('marks the right answer and names each misconception in a teacher preview', () => {
    wrap(<QuestionCard question={question} mode={{ kind: 'preview' }} />);
    expect(screen.getByText('Correct answer')).toBeTruthy();
    expect(screen.getByText('Misconception: Adds numerators and denominators')).toBeTruthy();
  });

  it('lets a student choose an option as a radio group', () => {
    const onSelect = vi.fn();
    wrap(<QuestionCard question={question} mode={{ kind: 'answer', selected: null, onSelect }} />);
    expect(screen.getByRole('radiogroup')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Option C/ }));
    expect(onSelect).toHaveBeenCalledWith('C');
    expect(screen.queryByText('Correct answer')).toBeNull();
  });

  it('names each option by its value in words, so a screen reader says the maths', () => {
    const onSelect = vi.fn();
    wrap(<QuestionCard question={question} mode={{ kind: 'answer', selected: null, onSelect }} />);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Option A: 2 over 5',
      'Option B: 5 over 6',
      'Option C: 2 over 6',
      'Option D: 1 over 6',
    ]);
  });

  it('sets degrees as a degree sign, read as "degree", not a superscript ring operator', () => {
    const angles: QuestionView = { ...question, stem: 'Find the angle: $x + 40^{\\circ}$' };
    const { container } = wrap(<QuestionCard question={angles} mode={{ kind: 'preview' }} />);
    const mathml = container.querySelector('math')?.textContent ?? '';
    expect(mathml).toContain('°');
    expect(mathml).not.toContain('∘');
  });

  it('sets fractions in the options at full text size, not shrunk as inline maths', () => {
    const { container } = wrap(
      <QuestionCard question={question} mode={{ kind: 'answer', selected: null, onSelect: vi.fn() }} />,
    );
    const options = container.querySelectorAll('[role="radiogroup"] label');
    expect(options).toHaveLength(4);
    for (const option of options) {
      expect(option.querySelector('.mfrac')).not.toBeNull();
      // Inline KaTeX draws a fraction's digits in a smaller size (`sizing reset-size6 size3`).
      expect(option.querySelector('.sizing.size3')).toBeNull();
    }
  });

  it('keeps an option already tried out of a second try', () => {
    const onSelect = vi.fn();
    wrap(
      <QuestionCard
        question={question}
        mode={{ kind: 'answer', selected: null, onSelect, ruledOut: ['A'] }}
      />,
    );
    expect(screen.getByRole('radio', { name: /Option A/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: /Option B/ })).toHaveProperty('disabled', false);
    expect(screen.getByText('Your first answer: not right')).toBeTruthy();
  });
});
