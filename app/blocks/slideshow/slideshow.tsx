import { type KeyboardEvent, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { labels } from '../../locale/labels.ts';
import { BlockImage } from '../parts/block-parts.tsx';
import { dayOf, saleEnds } from '../parts/clock-parts.tsx';
import { NextTicketButton } from '../parts/next-ticket.tsx';
import { useClockCut } from '../parts/use-clock-cut.ts';
import type { SlideshowProps } from './resolve.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor's reduced-motion preference, live; false in the prerendered HTML. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The slide an arrow key leads to, or null for a key the slideshow leaves alone. */
function slideForKey(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The home page's slideshow (WAI carousel pattern): one slide visible, previous/next, a
 * button per slide, and a pause button. It rotates every `interval` ms unless paused, hovered
 * or focused; under `prefers-reduced-motion: reduce` it starts paused (the play button still
 * starts it). With focus anywhere in it, the arrow keys (and Home/End) change the slide. The
 * first slide is in the prerendered HTML.
 */
export function Slideshow({ heading, interval, autoplay, slides: all }: SlideshowProps) {
  const id = useId();
  const [shown, setCurrent] = useState(0);
  // A production with nothing left to buy leaves the rotation: the clock's sheet hides its
  // slide and button before the first paint, the rotation skips it once hydrated.
  const cut = useClockCut();
  const slides = cut === null ? all : all.filter((slide) => slide.lastSaleEnds === null || slide.lastSaleEnds >= cut);
  // The visitor's own choice; until they make one, reduced motion means paused.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [interacting, setInteracting] = useState(false);
  const reducedMotion = useReducedMotion();
  const paused = pausedByVisitor ?? reducedMotion;
  const count = slides.length;
  const current = count === 0 ? 0 : shown % count;
  const rotating = autoplay && !paused && !interacting;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, count]);

  if (count === 0) return heading ? <h1 className="visually-hidden">{heading}</h1> : null;
  const show = (index: number) => setCurrent((index + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next =
      count > 1 && !event.altKey && !event.ctrlKey && !event.metaKey ? slideForKey(event.key, current, count) : null;
    if (next === null || !(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    const root = event.currentTarget;
    const onDot = event.target.classList.contains('slideshow-dot');
    const inSlide = event.target.closest('.slideshow-slide') !== null;
    // Rendered at once, so focus can follow: a hidden slide cannot keep it.
    flushSync(() => setCurrent(next));
    if (onDot) root.querySelectorAll<HTMLElement>('.slideshow-dot')[next]?.focus();
    else if (inSlide) root.querySelectorAll<HTMLElement>('.slideshow-slide')[next]?.focus();
  };

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={labels.slideshow}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
      }}
    >
      {heading && <h1 className="visually-hidden">{heading}</h1>}
      <div className="slideshow-slides" id={`${id}-slides`} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.title + slide.sortDate}
            className="slideshow-slide"
            {...saleEnds(slide.lastSaleEnds)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} ${labels.slideOf} ${count}`}
            // Focus lands here when an arrow key moves on from a link of the previous slide.
            tabIndex={-1}
            hidden={index !== current}
          >
            {slide.image && <BlockImage image={slide.image} className="slideshow-image" eager={index === 0} />}
            <div className="slideshow-content">
              {slide.meta && (
                <p
                  className="slideshow-meta"
                  {...(slide.premiereDay === null ? {} : dayOf({ key: slide.premiereDay }))}
                >
                  <span className="slideshow-meta-prefix">{slide.metaPrefix}</span> {slide.meta}
                </p>
              )}
              <h2 className="slideshow-title">{slide.title}</h2>
              <div className="slideshow-links">
                {slide.links
                  .filter((link) => !link.hidden)
                  .map((link) => (
                    <a
                      key={link.label}
                      className={link.primary ? 'button-primary' : 'button-secondary'}
                      href={link.path}
                    >
                      {link.label}
                      <span className="visually-hidden">: {slide.title}</span>
                    </a>
                  ))}
                <NextTicketButton tickets={slide.tickets} title={slide.title} className="slideshow-ticket" />
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="slideshow-controls">
          {autoplay && (
            <button
              type="button"
              className="slideshow-button"
              aria-controls={`${id}-slides`}
              onClick={() => setPausedByVisitor(!paused)}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
              <span className="visually-hidden">{paused ? labels.playSlideshow : labels.pauseSlideshow}</span>
            </button>
          )}
          <button
            type="button"
            className="slideshow-button"
            aria-controls={`${id}-slides`}
            onClick={() => show(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{labels.previousSlide}</span>
          </button>
          <ol className="slideshow-dots">
            {slides.map((slide, index) => (
              <li key={slide.title + slide.sortDate} {...saleEnds(slide.lastSaleEnds)}>
                <button
                  type="button"
                  className="slideshow-dot"
                  aria-controls={`${id}-slides`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                >
                  <span className="visually-hidden">
                    {labels.goToSlide} {index + 1}: {slide.title}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="slideshow-button"
            aria-controls={`${id}-slides`}
            onClick={() => show(current + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{labels.nextSlide}</span>
          </button>
        </div>
      )}
    </section>
  );
}
