import { Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { useConfig } from '@storefront/platform';

export interface BrandLogoProps {
  /** Where a click goes: /home once a location is saved, otherwise the landing page. */
  to: string;
}

/** The business logo and name from the config; the name alone if the logo fails. */
export function BrandLogo({ to }: BrandLogoProps) {
  const t = useT();
  const { data, isLoading } = useConfig();
  const [logoFailed, setLogoFailed] = useState(false);
  const name = data?.business_name?.trim() || t('Storefront');
  if (isLoading) return <Skeleton.Button active size="small" style={{ width: 120 }} aria-label={t('Loading')} />;
  return (
    <Link
      to={to}
      aria-label={t('{name} home', { name })}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0, maxWidth: '100%' }}
    >
      {data?.logo_full_url && !logoFailed ? (
        <img
          src={data.logo_full_url}
          alt=""
          height={36}
          style={{ maxWidth: 160, objectFit: 'contain' }}
          onError={() => setLogoFailed(true)}
        />
      ) : null}
      <Typography.Text strong ellipsis style={{ fontSize: 18, minWidth: 0 }}>
        {name}
      </Typography.Text>
    </Link>
  );
}
