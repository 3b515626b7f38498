import { useT } from '../../../i18n';
import { useOtherBanners } from './api/get-bottom-banner';
import { SafeImage } from './components/safe-image';

export interface BottomBannerSectionProps {
  /** Where the banner stays in view (the pharmacy's sticky bottom section): a close button that calls this. */
  onDismiss?: () => void;
}

/** The module's bottom banner (spec §3 Promotional banners: bottom_section_banner_full_url); nothing when the module has none. */
export function BottomBannerSection({ onDismiss }: BottomBannerSectionProps = {}) {
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
    <section aria-label={t('Promotional banner')} data-testid="bottom-banner-section" style={{ margin: '24px 0', position: 'relative' }}>
      <SafeImage src={src} alt={t('Promotional banner')} width={1200} height={240} fluid radius={12} />
      {onDismiss ? (
        <button type="button" aria-label={t('Close')} title={t('Close')} onClick={onDismiss} style={CLOSE_BUTTON}>
          <span aria-hidden>×</span>
        </button>
      ) : null}
    </section>
  );
}

/** A round, 32 px (a finger's reach) close button in the banner's top corner, readable on any picture. */
const CLOSE_BUTTON: React.CSSProperties = {
  position: 'absolute',
  top: 6,
  insetInlineEnd: 6,
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.55)',
  color: '#fff',
  fontSize: 20,
  lineHeight: '32px',
  textAlign: 'center',
  cursor: 'pointer',
};
