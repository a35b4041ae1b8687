import { useEffect, useId, useState } from 'react';
import { labels } from '../../locale/labels.ts';
import { BlockImage } from '../block-parts.tsx';
import type { SlideshowProps } from './resolve.ts';
import './slideshow.css';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home page's slideshow (WAI carousel pattern): one slide visible, previous/next, a
 * button per slide, and a pause button. It rotates every `interval` ms unless paused, hovered,
 * focused, or the visitor prefers reduced motion. The first slide is in the prerendered HTML.
 */
export function Slideshow({ heading, interval, autoplay, slides }: SlideshowProps) {
  const id = useId();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const count = slides.length;
  const rotating = autoplay && !paused && !interacting;

  useEffect(() => {
    if (!rotating || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, count]);

  if (count === 0) return heading ? <h1 className="visually-hidden">{heading}</h1> : null;
  const show = (index: number) => setCurrent((index + count) % count);

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={labels.slideshow}
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
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} ${labels.slideOf} ${count}`}
            hidden={index !== current}
          >
            {slide.image && <BlockImage image={slide.image} className="slideshow-image" eager={index === 0} />}
            <div className="slideshow-content">
              {slide.meta && (
                <p className="slideshow-meta">
                  <span className="slideshow-meta-prefix">{slide.metaPrefix}</span> {slide.meta}
                </p>
              )}
              <h2 className="slideshow-title">{slide.title}</h2>
              <div className="slideshow-links">
                {slide.links
                  .filter((link) => !link.hidden)
                  .map((link) => (
                    <a key={link.label} className={link.primary ? 'button-primary' : 'button-secondary'} href={link.path}>
                      {link.label}
                      <span className="visually-hidden">: {slide.title}</span>
                    </a>
                  ))}
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="slideshow-controls">
          {autoplay && (
            <button type="button" className="slideshow-button" onClick={() => setPaused((value) => !value)}>
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
              <span className="visually-hidden">{paused ? labels.playSlideshow : labels.pauseSlideshow}</span>
            </button>
          )}
          <button type="button" className="slideshow-button" aria-controls={`${id}-slides`} onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{labels.previousSlide}</span>
          </button>
          <ol className="slideshow-dots">
            {slides.map((slide, index) => (
              <li key={slide.title + slide.sortDate}>
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
          <button type="button" className="slideshow-button" aria-controls={`${id}-slides`} onClick={() => show(current + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{labels.nextSlide}</span>
          </button>
        </div>
      )}
    </section>
  );
}
