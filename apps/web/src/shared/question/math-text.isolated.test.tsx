import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathText } from './math-text.tsx';

// One file, one module: KaTeX is not loaded until the first test renders maths.
describe('MathText', () => {
  it('shows text without maths at once, with nothing to wait for', () => {
    const { container } = render(<MathText text="Which is the biggest?" />);
    expect(container.textContent).toBe('Which is the biggest?');
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('holds a formula’s place with its words until KaTeX arrives, then typesets it with MathML', async () => {
    const { container } = render(<MathText text="Work out $\frac{3}{8} \div \frac{1}{2}$ now" />);
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy?.textContent).toBe('Work out 3 over 8 divided by 1 over 2 now');
    expect(container.querySelector('math')).toBeNull();

    await screen.findByText((_, element) => element?.tagName.toLowerCase() === 'math');
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.querySelector('.mfrac')).not.toBeNull();
  });

  it('typesets at once once KaTeX is here', () => {
    const { container } = render(<MathText text="$x + 40^{\circ}$" />);
    expect(container.querySelector('math')?.textContent).toContain('°');
  });
});
