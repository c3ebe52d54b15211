import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './carousel.tsx';
import { renderWithMantine } from './testing/render-with-mantine.tsx';
import { CAROUSEL_INTERVAL_MS } from './ui-constants.ts';

const slides: CarouselSlide[] = [
  { id: 'plan', label: 'Plan', content: <p>Plan your lessons</p> },
  { id: 'check', label: 'Check', content: <p>Check the results</p> },
  { id: 'fix', label: 'Fix', content: <p>Fix misconceptions</p> },
];

function currentSlide() {
  const current = screen
    .getAllByRole('group', { hidden: true })
    .filter((element) => element.getAttribute('aria-roledescription') === 'slide')
    .filter((element) => element.getAttribute('aria-hidden') !== 'true');
  expect(current).toHaveLength(1);
  return current[0]?.getAttribute('aria-label');
}

const tick = (ms = CAROUSEL_INTERVAL_MS) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel of labelled slides, one visible at a time', () => {
    renderWithMantine(<Carousel label="What Mathsight does" slides={slides} />);
    const region = screen.getByRole('region', { name: 'What Mathsight does' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(currentSlide()).toBe('1 of 3: Plan');
    const hidden = screen.getByText('Check the results').closest('[aria-roledescription="slide"]');
    expect(hidden?.hasAttribute('inert')).toBe(true);
  });

  it('advances every 5 seconds and wraps from the last slide to the first', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(currentSlide()).toBe('1 of 3: Plan');
    tick(1);
    expect(currentSlide()).toBe('2 of 3: Check');
    tick();
    expect(currentSlide()).toBe('3 of 3: Fix');
    tick();
    expect(currentSlide()).toBe('1 of 3: Plan');
  });

  it('previous from the first slide goes to the last, and stops auto-advance for good', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('3 of 3: Fix');
    tick(CAROUSEL_INTERVAL_MS * 5);
    expect(currentSlide()).toBe('3 of 3: Fix');
  });

  it('next from the last slide goes to the first', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Fix' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('1 of 3: Plan');
  });

  it('a dot shows its slide, marks it current and stops auto-advance', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    const dot = screen.getByRole('button', { name: 'Slide 2: Check' });
    fireEvent.click(dot);
    expect(currentSlide()).toBe('2 of 3: Check');
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Slide 1: Plan' }).hasAttribute('aria-current')).toBe(false);
    fireEvent.blur(dot);
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe('2 of 3: Check');
  });

  it('moves with the arrow keys and then stays put', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Tour' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('3 of 3: Fix');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('1 of 3: Plan');
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe('1 of 3: Plan');
  });

  it('pauses while hovered or focused and carries on afterwards', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Tour' });
    fireEvent.mouseEnter(region);
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('1 of 3: Plan');
    fireEvent.mouseLeave(region);
    tick();
    expect(currentSlide()).toBe('2 of 3: Check');

    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('2 of 3: Check');
    fireEvent.blur(next);
    tick();
    expect(currentSlide()).toBe('3 of 3: Fix');
  });

  it('has a stop control, and a start control that resumes', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    const stop = screen.getByRole('button', { name: 'Stop automatic slide show' });
    fireEvent.click(stop);
    fireEvent.blur(stop);
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('1 of 3: Plan');
    const start = screen.getByRole('button', { name: 'Start automatic slide show' });
    fireEvent.click(start);
    fireEvent.blur(start);
    tick();
    expect(currentSlide()).toBe('2 of 3: Check');
  });

  it('announces slide changes only when it is not rotating by itself', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    const live = screen.getByText('Plan your lessons').closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });

  it('fades over the given time, and not at all for reduced motion', () => {
    const { unmount } = renderWithMantine(<Carousel label="Tour" slides={slides} fadeMs={300} />);
    const slide = screen.getByText('Plan your lessons').parentElement as HTMLElement;
    expect(slide.style.transition).toContain('opacity 300ms');
    unmount();

    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    renderWithMantine(<Carousel label="Tour" slides={slides} />);
    const still = screen.getByText('Plan your lessons').parentElement as HTMLElement;
    expect(still.style.transition).toBe('none');
    matchMedia.mockRestore();
  });

  it('shows a single slide without controls', () => {
    renderWithMantine(<Carousel label="Tour" slides={slides.slice(0, 1)} />);
    expect(currentSlide()).toBe('1 of 1: Plan');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
