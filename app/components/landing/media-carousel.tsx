import { Icon } from "~/components/icon/icon";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import type { MediaItem } from "~/content/landing";
import { wrapIndex } from "~/lib/carousel-timing";
import { useCarousel, type CarouselTimingInput } from "~/lib/use-carousel";
import { ResponsiveImage } from "../responsive-image";

/**
 * An auto-advancing image carousel with thumbnails: wrap-around, swipe over 50 px,
 * arrow keys, a pause control, and no advancing while the tab is hidden or with reduced motion.
 * Slides cross-fade (opacity only); an image is only requested once its slide is current or next.
 */
export function MediaCarousel({
  items,
  label,
  intervalFor,
  priorityFirst = false,
  sizes,
  className = "",
  frameClassName = "aspect-[16/10]",
  testId,
}: {
  items: readonly MediaItem[];
  label: string;
  intervalFor: (input: CarouselTimingInput) => number;
  /** The first slide is the page's LCP image: eager, high priority. */
  priorityFirst?: boolean;
  sizes: string;
  className?: string;
  frameClassName?: string;
  testId?: string;
}) {
  const carousel = useCarousel(items.length, intervalFor);
  const { index, paused, running } = carousel;
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!seen.has(index)) setSeen(new Set([...seen, index]));
  const upcoming = wrapIndex(index, 1, items.length);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") carousel.next();
    else if (e.key === "ArrowLeft") carousel.prev();
    else return;
    e.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      data-testid={testId}
      data-index={index}
      data-running={running ? "" : undefined}
      data-ready={carousel.ready ? "" : undefined}
    >
      <div
        className={`relative touch-pan-y overflow-hidden rounded-[1.75rem] border border-white/10 bg-ink-900 shadow-card select-none ${frameClassName}`}
        {...carousel.swipeHandlers}
      >
        {items.map((item, i) => {
          const current = i === index;
          return (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}: ${item.title}`}
              aria-hidden={!current}
              inert={!current}
              className="carousel-slide"
              style={{ opacity: current ? 1 : 0 }}
            >
              {(current || seen.has(i) || i === upcoming) && (
                <ResponsiveImage
                  name={item.image}
                  alt={item.alt}
                  sizes={sizes}
                  priority={priorityFirst && i === 0}
                  className="size-full object-cover"
                />
              )}
              <div className="carousel-caption">
                <p className="carousel-caption-title">{item.title}</p>
                <p className="carousel-caption-text">{item.description}</p>
              </div>
            </div>
          );
        })}
        {/* The current slide for screen readers, announced only when not auto-rotating. */}
        <p className="sr-only" aria-live={running ? "off" : "polite"} aria-atomic="true">
          {`Slide ${index + 1} of ${items.length}: ${items[index]?.title ?? ""}`}
        </p>
      </div>

      <div role="group" aria-label={`${label} controls`} className="mt-4 flex items-center gap-3">
        <ControlButton label="Previous slide" onClick={carousel.prev} onKeyDown={onKeyDown}>
          <Icon name="chevron-left" aria-hidden="true" className="size-5" />
        </ControlButton>
        <ControlButton
          label={paused ? "Play slideshow" : "Pause slideshow"}
          pressed={paused}
          onClick={carousel.togglePause}
          onKeyDown={onKeyDown}
        >
          {paused ? (
            <Icon name="play" aria-hidden="true" className="size-4" />
          ) : (
            <Icon name="pause" aria-hidden="true" className="size-4" />
          )}
        </ControlButton>
        <ControlButton label="Next slide" onClick={carousel.next} onKeyDown={onKeyDown}>
          <Icon name="chevron-right" aria-hidden="true" className="size-5" />
        </ControlButton>
        <ol className="ml-auto flex min-w-0 [scrollbar-width:none] gap-2 overflow-x-auto p-1">
          {items.map((item, i) => (
            <li key={item.id} className="shrink-0">
              <button
                onKeyDown={onKeyDown}
                type="button"
                onClick={() => carousel.goTo(i)}
                aria-label={`Show slide ${i + 1}: ${item.title}`}
                aria-current={i === index ? "true" : undefined}
                className="carousel-thumb"
              >
                <ResponsiveImage name={item.image} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** One of the carousel's round icon controls; from it too, the arrow keys step through the slides. */
function ControlButton({
  label,
  pressed,
  onClick,
  onKeyDown,
  children,
}: {
  label: string;
  /** Set for a toggle (pause): its state, as aria-pressed. */
  pressed?: boolean;
  onClick: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onKeyDown={onKeyDown}
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      className="carousel-btn"
    >
      {children}
    </button>
  );
}
