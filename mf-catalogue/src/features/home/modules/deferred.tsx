import { Suspense, useEffect, useRef, useState } from 'react';

/** A section loads once its place enters the viewport (no margin: the first view of /home has no budget to spare). */
export const DEFERRED_MARGIN = '0px';

/**
 * Renders its children once its place comes near the viewport (then keeps them): /home has no
 * first-view budget for sections below the first screen. Until then it holds `minHeight` of space,
 * so the sections after it stay below the fold and do not all load at once.
 */
export function Deferred({ minHeight, children }: { minHeight: number; children: React.ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  // without IntersectionObserver (an old browser, the tests' DOM) everything shows at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = anchor.current;
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: DEFERRED_MARGIN,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={anchor} style={{ minHeight }} aria-hidden />;
  return <Suspense fallback={<div style={{ minHeight }} aria-hidden />}>{children}</Suspense>;
}
