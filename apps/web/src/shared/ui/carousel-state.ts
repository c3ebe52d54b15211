/**
 * The carousel's rules as a pure reducer (spec §2 "Interface behaviours"): one slide at a time,
 * wrapping at both ends; the timer's `tick` moves on only while auto-advance is on; any manual
 * navigation (previous, next, a dot, an arrow key) turns auto-advance off for good. Only the
 * explicit play control turns it back on.
 */

export interface CarouselState {
  /** The visible slide, 0-based. */
  index: number;
  /** Whether the timer moves the slides on. */
  autoAdvance: boolean;
}

export type CarouselAction =
  | { type: 'tick'; count: number }
  | { type: 'next'; count: number }
  | { type: 'previous'; count: number }
  | { type: 'goTo'; index: number; count: number }
  | { type: 'pause' }
  | { type: 'play' };

/** `index` brought into 0 to count - 1, counting round from either end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function initialCarouselState(autoAdvance = true): CarouselState {
  return { index: 0, autoAdvance };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'tick':
      if (!state.autoAdvance || action.count < 2) return state;
      return { ...state, index: wrapIndex(state.index + 1, action.count) };
    case 'next':
      return { index: wrapIndex(state.index + 1, action.count), autoAdvance: false };
    case 'previous':
      return { index: wrapIndex(state.index - 1, action.count), autoAdvance: false };
    case 'goTo':
      return { index: wrapIndex(action.index, action.count), autoAdvance: false };
    case 'pause':
      return state.autoAdvance ? { ...state, autoAdvance: false } : state;
    case 'play':
      return state.autoAdvance ? state : { ...state, autoAdvance: true };
  }
}
