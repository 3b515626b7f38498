import { WhenNear } from '@storefront/platform';
import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

const INTENT_EVENTS = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Mounts a lazily loaded floating widget on the first sign of a person (a scroll, a pointer, a key): it has no
 * place in the page's flow to come into view, and the first view must not pay for it.
 */
export function WhenIntent({ component: Widget }: { component: LazyExoticComponent<ComponentType> }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const name of INTENT_EVENTS) window.addEventListener(name, want, { once: true, passive: true });
    return () => {
      for (const name of INTENT_EVENTS) window.removeEventListener(name, want);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Widget />
    </Suspense>
  );
}

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
  return (
    <WhenNear minHeight={minHeight} margin="200px 0px">
      <Section />
    </WhenNear>
  );
}
