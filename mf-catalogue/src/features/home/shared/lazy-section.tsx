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
