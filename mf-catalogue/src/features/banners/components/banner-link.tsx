import { moduleAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import type { Banner } from '../api/get-banners';
import { useBannerClick } from '../hooks/use-banner-click';
import { bannerTarget } from '../utils/banner-target';

export interface BannerLinkProps {
  banner: Banner;
  children: React.ReactNode;
}

const plain: React.CSSProperties = {
  display: 'block',
  padding: 0,
  border: 0,
  background: 'none',
  width: '100%',
  cursor: 'pointer',
  color: 'inherit',
};

/** A banner as what it opens: a link to a page or a web site, or a button that opens the item dialog (food). */
export function BannerLink({ banner, children }: BannerLinkProps) {
  const module = useAtomValue(moduleAtom);
  const open = useBannerClick();
  const target = bannerTarget(banner, module?.module_type, module?.id);
  if (target.kind === 'route') {
    return (
      <Link to={target.to} aria-label={banner.title} style={plain}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'link') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" aria-label={banner.title} style={plain}>
        {children}
      </a>
    );
  }
  if (target.kind === 'item-dialog') {
    return (
      <button type="button" aria-label={banner.title} style={plain} onClick={() => void open(banner)}>
        {children}
      </button>
    );
  }
  return <div style={plain}>{children}</div>;
}
