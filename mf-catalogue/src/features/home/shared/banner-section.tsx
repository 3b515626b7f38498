import { listedBanners } from '@storefront/contract';
import { moduleAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useT } from '../../../i18n';
import { useBanners } from '../../banners/api/get-banners';
import { BannerLink } from '../../banners/components/banner-link';
import { Carousel } from './components/carousel';
import { SafeImage } from './components/safe-image';

/** Banner autoplay and its image size (spec §9). */
export const BANNER_AUTOPLAY_MS = 4000;

/** How wide a banner is: 2 on ecommerce when there is more than one, up to 3 on pharmacy and food by width, else one. */
export function bannerSlideWidth(moduleType: string | undefined, count: number): string {
  if (count <= 1) return '100%';
  if (moduleType === 'ecommerce') return 'calc((100% - 16px) / 2)';
  if (moduleType === 'pharmacy' || moduleType === 'food') return 'max(min(100%, 280px), calc((100% - 32px) / 3))';
  return '100%';
}

/**
 * What the carousel shows while the banners load: slides of the width and shape the loaded ones will have (assuming
 * more than one banner, the usual case), so the sections below do not move when the pictures arrive (issue 9).
 */
function BannerSkeleton({ moduleType }: { moduleType: string | undefined }) {
  const t = useT();
  const slideWidth = bannerSlideWidth(moduleType, 2);
  const wide = slideWidth === '100%';
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('Loading')}
      style={{ margin: '16px 0', display: 'flex', gap: 16, overflow: 'hidden', paddingBottom: 4 }}
    >
      {Array.from({ length: wide ? 1 : 3 }, (_, index) => (
        <div
          key={index}
          style={{
            flex: `0 0 ${slideWidth}`,
            aspectRatio: wide ? '1200 / 300' : '600 / 260',
            borderRadius: 12,
            background: 'rgba(0,0,0,.04)',
          }}
        />
      ))}
    </div>
  );
}

/**
 * The module's banner carousel (spec §2); a click opens the banner's target (§4). Where it opens the home (food,
 * ecommerce) its first picture is on the first screen, the page's largest: fetched at once, not lazily.
 */
export function BannerSection({ opensHome = false }: { opensHome?: boolean }) {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  const { data, isLoading } = useBanners();
  if (isLoading) return <BannerSkeleton moduleType={module?.module_type} />;
  const banners = listedBanners(data);
  if (banners.length === 0) return null;
  const wide = bannerSlideWidth(module?.module_type, banners.length) === '100%';
  return (
    <div data-testid="banner-section" style={{ margin: '16px 0' }}>
      <Carousel
        label={t('Banners')}
        slideWidth={bannerSlideWidth(module?.module_type, banners.length)}
        autoplayMs={BANNER_AUTOPLAY_MS}
        loop
      >
        {banners.map((banner, index) => (
          <BannerLink key={banner.id} banner={banner}>
            <SafeImage
              src={banner.image_full_url}
              alt={banner.title}
              width={wide ? 1200 : 600}
              height={wide ? 300 : 260}
              fluid
              radius={12}
              eager={opensHome && index === 0}
            />
          </BannerLink>
        ))}
      </Carousel>
    </div>
  );
}
