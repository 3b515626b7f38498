import { Grid } from 'antd';
import { WhenNear } from '@storefront/platform';
import { lazy } from 'react';
import { PageFooter } from '../../theme/components/page-frame';

// The footer is below the first screen on every page (the main area fills it), so what it shows, and the landing
// texts it fetches, load when it comes near the viewport: not with the first view (issue 9).
const FooterContent = lazy(() => import('./footer-content'));

/**
 * The content's height as drawn with the demo's texts (measured inside the padding: 350 px at 1350 px wide, 734 px at
 * 412 px in one column), held until it loads. It is the page's last block, so another height moves nothing on screen.
 */
const CONTENT_HEIGHT = { wide: 350, small: 734 };

/**
 * No margin: while a route loads, the main area is one screen high and the footer starts right below the fold (its
 * content below its 32 px padding), so any margin would load it with the first view, as the page's empty state would.
 */
const NEAR = '0px';

/**
 * The site's footer landmark; its content (footer-content.tsx) loads once its
 * place enters the viewport (scrolled, or scrolled to).
 * `insetStart` keeps it clear of the side module switcher.
 */
export function SiteFooter({ insetStart }: { insetStart?: number }) {
  const small = Grid.useBreakpoint().md === false;
  const padding = small ? 16 : 24;
  // the two sides apart: React warns when a shorthand and one of its parts change in one style
  return (
    <PageFooter style={{ paddingInlineStart: insetStart ?? padding, paddingInlineEnd: padding, paddingBlock: 32 }}>
      <WhenNear minHeight={small ? CONTENT_HEIGHT.small : CONTENT_HEIGHT.wide} margin={NEAR}>
        <FooterContent />
      </WhenNear>
    </PageFooter>
  );
}
