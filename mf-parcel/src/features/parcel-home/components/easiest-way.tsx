import { useT } from '../../../i18n';
import { introSteps, useVideoContent } from '../api/parcel-home';
import { Typography } from '@storefront/platform';

/** "Easiest way to get services": the intro video (or image) and the three label/description steps. */
export function EasiestWay() {
  const t = useT();
  const { data: content } = useVideoContent();
  const steps = introSteps(content?.banner_contents);
  if (!content || (steps.length === 0 && !content.banner_image_full_url)) return null;
  const video = content.banner_type !== 'image' ? content.banner_video_content_full_url || content.banner_video : null;

  return (
    <section aria-labelledby="parcel-easiest-way-title">
      <Typography.Title level={3} id="parcel-easiest-way-title">
        {t('Easiest way to get services')}
      </Typography.Title>
      <div
        style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', alignItems: 'center' }}
      >
        {video ? (
          <video src={video} controls preload="metadata" style={{ width: '100%', borderRadius: 12 }} />
        ) : content.banner_image_full_url ? (
          <img
            src={content.banner_image_full_url}
            alt=""
            style={{ width: '100%', borderRadius: 12, aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : null}
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16 }}>
          {steps.map((step, index) => (
            <li key={index} style={{ display: 'flex', gap: 12 }}>
              <span
                aria-hidden
                style={{
                  flex: 'none',
                  width: 32,
                  height: 32,
                  borderRadius: 16,
                  display: 'grid',
                  placeItems: 'center',
                  background: 'var(--ant-color-primary, #1677ff)',
                  color: '#fff',
                  fontWeight: 600,
                }}
              >
                {index + 1}
              </span>
              <div>
                <Typography.Text strong>{step.label}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {step.description}
                </Typography.Paragraph>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
