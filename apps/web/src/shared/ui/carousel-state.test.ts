import { describe, expect, it } from 'vitest';
import { type CarouselState, carouselReducer, initialCarouselState, wrapIndex } from './carousel-state.ts';

const at = (index: number, autoAdvance = true): CarouselState => ({ index, autoAdvance });

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it('is 0 when there are no slides', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('carouselReducer', () => {
  it('starts on the first slide with auto-advance on', () => {
    expect(initialCarouselState()).toEqual(at(0, true));
  });

  it('auto-advances on each tick and wraps from the last slide to the first', () => {
    let state = initialCarouselState();
    state = carouselReducer(state, { type: 'tick', count: 3 });
    expect(state).toEqual(at(1));
    state = carouselReducer(state, { type: 'tick', count: 3 });
    state = carouselReducer(state, { type: 'tick', count: 3 });
    expect(state).toEqual(at(0));
  });

  it('ignores ticks once auto-advance is off, or with fewer than two slides', () => {
    expect(carouselReducer(at(1, false), { type: 'tick', count: 3 })).toEqual(at(1, false));
    expect(carouselReducer(at(0), { type: 'tick', count: 1 })).toEqual(at(0));
  });

  it('next wraps from last to first and stops auto-advance', () => {
    expect(carouselReducer(at(2), { type: 'next', count: 3 })).toEqual(at(0, false));
  });

  it('previous wraps from first to last and stops auto-advance', () => {
    expect(carouselReducer(at(0), { type: 'previous', count: 3 })).toEqual(at(2, false));
  });

  it('going to a slide stops auto-advance, even when it is the current one', () => {
    expect(carouselReducer(at(0), { type: 'goTo', index: 2, count: 3 })).toEqual(at(2, false));
    expect(carouselReducer(at(1), { type: 'goTo', index: 1, count: 3 })).toEqual(at(1, false));
  });

  it('stops auto-advance for good after manual navigation', () => {
    let state = carouselReducer(initialCarouselState(), { type: 'next', count: 3 });
    for (let tick = 0; tick < 10; tick += 1) state = carouselReducer(state, { type: 'tick', count: 3 });
    expect(state).toEqual(at(1, false));
  });

  it('pauses and plays only through the explicit controls', () => {
    const paused = carouselReducer(at(1), { type: 'pause' });
    expect(paused).toEqual(at(1, false));
    expect(carouselReducer(paused, { type: 'play' })).toEqual(at(1, true));
  });
});
