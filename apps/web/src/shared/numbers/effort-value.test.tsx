import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../ui/testing/render-with-mantine.tsx';
import { EffortValue } from './effort-value.tsx';

describe('EffortValue', () => {
  it('shows the level with the number, and a dash before the first answer', () => {
    renderWithMantine(
      <>
        <EffortValue percent={82} />
        <EffortValue percent={null} />
      </>,
    );
    expect(screen.getByText('High · 82%').getAttribute('title')).toMatch(/share of the questions answered/);
    expect(screen.getByText('–')).toBeTruthy();
  });
});
