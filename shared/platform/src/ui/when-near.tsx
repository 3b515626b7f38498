import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearProps {
  /** Space held until the children render, so nothing moves when they arrive. */
  minHeight: number;
  /** How near the viewport counts (IntersectionObserver's rootMargin); by default, in it. */
  margin?: string;
  children: ReactNode;
}

/**
 * Renders its (usually lazily loaded) children once its place comes within
 * `margin` of the viewport, then keeps them; until then it holds `minHeight`
 * of space. For what is below the first screen (home sections, the footer's
 * newsletter form), which the first view must not pay for.
 */
export function WhenNear({ minHeight, margin = '0px', children }: WhenNearProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // without IntersectionObserver (old browsers, the tests' DOM) there is no way to wait: render at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = anchor.current;
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  if (!near) return <div ref={anchor} style={{ minHeight }} aria-hidden />;
  return <Suspense fallback={<div style={{ minHeight }} aria-hidden />}>{children}</Suspense>;
}
