import { Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface WhenVisibleProps {
  component: LazyExoticComponent<ComponentType>;
  /** Space kept before the section loads, so the page does not jump. */
  minHeight?: number;
}

/**
 * Mounts a lazily loaded section when its place comes near the viewport: /home
 * has almost no first-view budget, so nothing below the first screen may load before it is scrolled to.
 */
export function WhenVisible({ component: Section, minHeight = 1 }: WhenVisibleProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = anchor.current;
    if (visible || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  if (!visible) return <div ref={anchor} style={{ minHeight }} aria-hidden />;
  return (
    <Suspense fallback={<div style={{ minHeight }} aria-hidden />}>
      <Section />
    </Suspense>
  );
}
