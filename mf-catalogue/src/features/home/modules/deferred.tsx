import { WhenNear } from '@storefront/platform';

/** A section loads once its place enters the viewport (no margin: the first view of /home has no budget to spare). */
export const DEFERRED_MARGIN = '0px';

/**
 * Renders its children once its place comes near the viewport (then keeps them): /home has no
 * first-view budget for sections below the first screen. Until then it holds `minHeight` of space,
 * so the sections after it stay below the fold and do not all load at once.
 */
export function Deferred({ minHeight, children }: { minHeight: number; children: React.ReactNode }) {
  return (
    <WhenNear minHeight={minHeight} margin={DEFERRED_MARGIN}>
      {children}
    </WhenNear>
  );
}
