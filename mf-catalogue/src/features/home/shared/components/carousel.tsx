import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Children, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useT } from '../../../../i18n';

export interface CarouselProps {
  /** What the carousel shows, for screen readers ("Banners", "Special offers"). */
  label: string;
  children: React.ReactNode;
  /** Width of one slide: a CSS length, e.g. 'calc((100% - 32px) / 3)' or 220. */
  slideWidth: string | number;
  gap?: number;
  /** Moves on by itself every this many ms, unless the person prefers reduced motion, points at it or focuses it. */
  autoplayMs?: number;
  /** Starts over after the last slide (otherwise autoplay stops there). */
  loop?: boolean;
  /** Told when the slide in front changes (by scrolling, buttons, keys or autoplay). */
  onActiveChange?: (index: number) => void;
  /** Autoplay waits while this is true (a playing video). */
  paused?: boolean;
  /** Filled with the carousel's controls, for a slide that moves it on (a video that ended). */
  controls?: React.RefObject<CarouselControls | null>;
}

export interface CarouselControls {
  next: () => void;
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A horizontal, scroll-snapping carousel without a slider library (it costs nothing on the first view):
 * previous and next buttons, arrow keys, Home and End on the focused track, swipe by native scrolling.
 * Reduced motion: no autoplay and no smooth scrolling.
 */
export function Carousel({
  label,
  children,
  slideWidth,
  gap = 16,
  autoplayMs,
  loop = false,
  onActiveChange,
  paused = false,
  controls,
}: CarouselProps) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);
  const count = slides.length;

  const goTo = useCallback((index: number) => {
    const node = track.current;
    const target = node?.children[index] as HTMLElement | undefined;
    const first = node?.children[0] as HTMLElement | undefined;
    if (!node || !target || !first) return;
    // right to left, scrollLeft runs from 0 into the negatives; only the track scrolls, never the page
    const rtl = getComputedStyle(node).direction === 'rtl';
    const left = rtl
      ? target.offsetLeft + target.offsetWidth - (first.offsetLeft + first.offsetWidth)
      : target.offsetLeft - first.offsetLeft;
    if (typeof node.scrollTo === 'function') node.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setActive(index);
  }, []);

  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);

  const onScroll = () => {
    const node = track.current;
    if (!node) return;
    const left = Math.abs(node.scrollLeft);
    const max = node.scrollWidth - node.clientWidth;
    setEdges({ start: left <= 1, end: left >= max - 1 });
    const first = node.children[0] as HTMLElement | undefined;
    const step = first ? first.offsetWidth + gap : 0;
    if (step > 0) setActive(Math.min(count - 1, Math.round(left / step)));
  };

  const next = useCallback(() => {
    if (active < count - 1 && !edges.end) goTo(active + 1);
    else if (loop) goTo(0);
  }, [active, count, edges.end, goTo, loop]);
  useImperativeHandle(controls, () => ({ next }), [next]);
  const previous = () => (active > 0 ? goTo(active - 1) : loop ? goTo(count - 1) : undefined);

  const stopped = hovered || paused || !autoplayMs || count < 2;
  useEffect(() => {
    if (stopped || prefersReducedMotion()) return;
    const timer = setInterval(next, autoplayMs);
    return () => clearInterval(timer);
  }, [stopped, next, autoplayMs]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const rtl = track.current ? getComputedStyle(track.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) next();
    else if (event.key === back) previous();
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(count - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  const scrollable = count > 1;
  return (
    <div
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={label}
      style={{ position: 'relative' }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div
        ref={track}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        style={{ display: 'flex', gap, overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none', paddingBottom: 4 }}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('{index} of {count}', { index: index + 1, count })}
            aria-current={index === active ? 'true' : undefined}
            style={{
              flex: `0 0 ${typeof slideWidth === 'number' ? `${slideWidth}px` : slideWidth}`,
              scrollSnapAlign: 'start',
              minWidth: 0,
            }}
          >
            {slide}
          </div>
        ))}
      </div>
      {scrollable ? (
        <>
          <Button
            shape="circle"
            icon={<LeftOutlined aria-hidden />}
            aria-label={t('Previous')}
            disabled={!loop && active === 0 && edges.start}
            onClick={previous}
            style={{
              position: 'absolute',
              insetInlineStart: -8,
              top: '50%',
              transform: 'translateY(-50%)',
              boxShadow: '0 1px 4px rgba(0,0,0,.2)',
            }}
          />
          <Button
            shape="circle"
            icon={<RightOutlined aria-hidden />}
            aria-label={t('Next')}
            disabled={!loop && (active >= count - 1 || edges.end)}
            onClick={next}
            style={{
              position: 'absolute',
              insetInlineEnd: -8,
              top: '50%',
              transform: 'translateY(-50%)',
              boxShadow: '0 1px 4px rgba(0,0,0,.2)',
            }}
          />
        </>
      ) : null}
    </div>
  );
}
