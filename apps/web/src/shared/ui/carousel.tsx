import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useReducer,
  useState,
} from 'react';
import { carouselReducer, initialCarouselState, wrapIndex } from './carousel-state.ts';
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS } from './ui-constants.ts';

export interface CarouselSlide {
  /** Stable key. */
  id: string;
  /** Names the slide for screen readers ("2 of 3: {label}") and its dot button. */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel as a whole for screen readers; say what the slides are about. */
  label?: string;
  intervalMs?: number;
  fadeMs?: number;
}

function isTypingTarget(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * A slide carousel (spec §2 "Interface behaviours"), following the WAI-ARIA carousel pattern:
 * one slide visible with a cross-fade, auto-advance every 5 s that pauses while the pointer or
 * keyboard focus is inside, and stops for good on any manual navigation. Left and right arrow
 * keys move between slides while focus is inside. The fade is dropped for people who ask for
 * reduced motion.
 */
export function Carousel({
  slides,
  label = 'Slide show',
  intervalMs = CAROUSEL_INTERVAL_MS,
  fadeMs = CAROUSEL_FADE_MS,
}: CarouselProps) {
  const count = slides.length;
  const [state, dispatch] = useReducer(carouselReducer, undefined, () => initialCarouselState(count > 1));
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reduceMotion = useReducedMotion();
  const slidesId = useId();
  const index = wrapIndex(state.index, count);
  const rotating = state.autoAdvance && count > 1;
  const running = rotating && !hovered && !focusInside;

  // `index` is a dependency on purpose: each slide gets the full interval, so the timer restarts
  // whenever the slide changes, whichever way it changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick', count }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, count, intervalMs, index]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || isTypingTarget(event.target)) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      dispatch({ type: 'next', count });
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      dispatch({ type: 'previous', count });
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <div id={slidesId} aria-live={running ? 'off' : 'polite'} style={{ display: 'grid' }}>
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}: ${slide.label}`}
              aria-hidden={!current}
              inert={!current}
              data-current={current || undefined}
              style={{
                gridArea: '1 / 1',
                opacity: current ? 1 : 0,
                visibility: current ? 'visible' : 'hidden',
                transition: reduceMotion
                  ? 'none'
                  : `opacity ${fadeMs}ms ease-in-out, visibility 0s linear ${current ? 0 : fadeMs}ms`,
              }}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <Group justify="center" gap="xs" mt="sm" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={rotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
            onClick={() => dispatch({ type: rotating ? 'pause' : 'play' })}
          >
            {rotating ? (
              <IconPlayerPause size={18} aria-hidden="true" />
            ) : (
              <IconPlayerPlay size={18} aria-hidden="true" />
            )}
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous slide"
            aria-controls={slidesId}
            onClick={() => dispatch({ type: 'previous', count })}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <Group gap={0} wrap="nowrap">
            {slides.map((slide, slideIndex) => {
              const current = slideIndex === index;
              return (
                <UnstyledButton
                  key={slide.id}
                  aria-label={`Slide ${slideIndex + 1}: ${slide.label}`}
                  aria-current={current ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => dispatch({ type: 'goTo', index: slideIndex, count })}
                  w={28}
                  h={28}
                  style={{ display: 'grid', placeItems: 'center', borderRadius: '50%' }}
                >
                  <Box
                    component="span"
                    w={current ? 12 : 10}
                    h={current ? 12 : 10}
                    style={{
                      borderRadius: '50%',
                      border: '2px solid var(--mantine-primary-color-filled)',
                      background: current ? 'var(--mantine-primary-color-filled)' : 'transparent',
                    }}
                  />
                </UnstyledButton>
              );
            })}
          </Group>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next slide"
            aria-controls={slidesId}
            onClick={() => dispatch({ type: 'next', count })}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
