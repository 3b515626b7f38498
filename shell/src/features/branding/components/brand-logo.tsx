import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { useConfig, Typography, Skeleton } from '@storefront/platform';

/**
 * How much of the brand shows: `full` the logo and the name on one line (the desktop navbar);
 * `phone` the logo and the whole name in up to two smaller lines (a phone bar with room);
 * `mark` the logo alone, the name being the link's accessible name and tooltip (the full phone
 * bar at 360 px, where a name beside four buttons would be cut to its first letters). Without a
 * logo (none configured, or it failed to load) every variant shows the name.
 */
export type BrandLogoVariant = 'full' | 'phone' | 'mark';

export interface BrandLogoProps {
  /** Where a click goes: /home once a location is saved, otherwise the landing page. */
  to: string;
  variant?: BrandLogoVariant;
}

/** Up to two lines, cut only at the end of the second (WebKit's line clamp, which every current browser reads). */
const twoLines: React.CSSProperties = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: 15,
  lineHeight: 1.2,
  minWidth: 0,
};

/** The business logo and name from the config; the name alone if the logo fails. */
export function BrandLogo({ to, variant = 'full' }: BrandLogoProps) {
  const t = useT();
  const { data, isLoading } = useConfig();
  const [logoFailed, setLogoFailed] = useState(false);
  const name = data?.business_name?.trim() || t('Storefront');
  if (isLoading) return <Skeleton.Button active size="small" style={{ width: variant === 'mark' ? 44 : 120 }} aria-label={t('Loading')} />;
  const hasLogo = Boolean(data?.logo_full_url) && !logoFailed;
  const phone = variant !== 'full';
  return (
    <Link
      to={to}
      aria-label={t('{name} home', { name })}
      title={variant === 'mark' && hasLogo ? name : undefined}
      // on a phone the whole logo is a tap target of at least 44 px
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0, maxWidth: '100%', minHeight: phone ? 44 : undefined }}
    >
      {hasLogo ? (
        <img
          src={data!.logo_full_url}
          alt=""
          height={36}
          style={{ maxWidth: phone ? 96 : 160, objectFit: 'contain', flexShrink: 0 }}
          onError={() => setLogoFailed(true)}
        />
      ) : null}
      {variant === 'mark' && hasLogo ? null : phone ? (
        <Typography.Text strong style={twoLines}>
          {name}
        </Typography.Text>
      ) : (
        <Typography.Text strong ellipsis style={{ fontSize: 18, minWidth: 0 }}>
          {name}
        </Typography.Text>
      )}
    </Link>
  );
}
