import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { brandColor, emit, Typography } from '@storefront/platform';
import { useT } from '../../../i18n';

/** The landing page before a delivery location exists: one question, one button. */
export function LandingHero() {
  const t = useT();
  // the page's container colour, so the dark theme's light text stays on a dark ground
  const { colorBgContainer } = theme.useToken().token;
  return (
    <section
      aria-labelledby="landing-hero-title"
      style={{
        display: 'grid',
        justifyItems: 'center',
        gap: 16,
        padding: '72px 24px',
        borderRadius: 16,
        textAlign: 'center',
        background: `linear-gradient(135deg, ${brandColor}14 0%, ${colorBgContainer} 60%)`,
      }}
    >
      <EnvironmentOutlined aria-hidden style={{ fontSize: 48, color: brandColor }} />
      <Typography.Title id="landing-hero-title" level={1} style={{ margin: 0 }}>
        {t('Everything you need, delivered to your door')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: 0, fontSize: 16 }}>
        {t('Set your delivery location to see the stores and items that deliver to you.')}
      </Typography.Paragraph>
      <Button type="primary" size="large" icon={<EnvironmentOutlined />} onClick={() => emit({ type: 'location/pick' })}>
        {t('Set delivery location')}
      </Button>
    </section>
  );
}
