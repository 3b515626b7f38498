import { useT } from '../../../i18n';
import { useOtherBanners } from './api/get-bottom-banner';
import { SafeImage } from './components/safe-image';

/** The module's bottom banner (spec §3 Promotional banners: bottom_section_banner_full_url); nothing when the module has none. */
export function BottomBannerSection() {
  const t = useT();
  const { data, isLoading } = useOtherBanners();
  if (isLoading)
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('Loading')}
        style={{ height: 160, margin: '24px 0', borderRadius: 12, background: 'rgba(0,0,0,.04)' }}
      />
    );
  const src = data?.bottom_section_banner_full_url;
  if (!src) return null;
  return (
    <section aria-label={t('Promotional banner')} data-testid="bottom-banner-section" style={{ margin: '24px 0' }}>
      <SafeImage src={src} alt={t('Promotional banner')} width={1200} height={240} fluid radius={12} />
    </section>
  );
}
