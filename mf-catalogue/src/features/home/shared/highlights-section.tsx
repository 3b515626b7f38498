import { PlayCircleFilled, StarFilled } from '@ant-design/icons';
import { routes } from '@storefront/contract';
import { formatDecimal } from '@storefront/domain';
import { PlainCard, useConfig, Typography } from '@storefront/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { useAdvertisements, type Promotion } from './api/get-advertisements';
import { Carousel, prefersReducedMotion, type CarouselControls } from './components/carousel';
import { SafeImage } from './components/safe-image';
import { SectionFrame, SectionSkeleton } from './components/section-frame';
import { OneLineText } from '../../items/components/one-line-text';

/** Ads carousel: autoplay, 3 slides on wide screens, loops only with more than 3 ads (spec §9). */
export const ADS_AUTOPLAY_MS = 4000;
export const ADS_LOOP_OVER = 3;

export type VideoState = 'paused' | 'playing' | 'ended';

/**
 * "Highlights for you" (spec §2, §4 Promotion video carousel): video and store promotions. The carousel
 * autoplays and waits on a playing video; the video of the slide in front plays, and when it ends the carousel
 * moves on (playing the next if it is a video too); an ended video offers a play overlay that replays from 0.
 */
export function HighlightsSection() {
  const t = useT();
  const { data, isLoading } = useAdvertisements();
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(false);
  const controls = useRef<CarouselControls | null>(null);
  const onEnded = useCallback(() => {
    setPlaying(false);
    controls.current?.next();
  }, []);
  if (isLoading) return <SectionSkeleton cards={3} cardHeight={260} cardWidth={320} height={344} />;
  const ads = Array.isArray(data) ? data.filter((ad) => ad && ad.store) : [];
  if (ads.length === 0) return null;
  return (
    <SectionFrame title={t('Highlights for you')} testId="highlights-section">
      <Carousel
        label={t('Highlights for you')}
        slideWidth="max(min(100%, 280px), calc((100% - 32px) / 3))"
        autoplayMs={ADS_AUTOPLAY_MS}
        loop={ads.length > ADS_LOOP_OVER}
        paused={playing}
        onActiveChange={setActive}
        controls={controls}
      >
        {ads.map((ad, index) => (
          <PromotionCard key={ad.id} ad={ad} active={index === active} onPlayingChange={setPlaying} onEnded={onEnded} />
        ))}
      </Carousel>
    </SectionFrame>
  );
}

interface PromotionCardProps {
  ad: Promotion;
  active: boolean;
  onPlayingChange: (playing: boolean) => void;
  onEnded: () => void;
}

function PromotionCard({ ad, active, onPlayingChange, onEnded }: PromotionCardProps) {
  const t = useT();
  const digits = useConfig().data?.digit_after_decimal_point ?? 2;
  const store = ad.store;
  const storeLink = routes.store({ id: store.slug || store.id, moduleId: store.module_id, storeZoneId: store.zone_id });
  const media =
    ad.add_type === 'video_promotion' && ad.video_attachment_full_url ? (
      <PromotionVideo ad={ad} active={active} onPlayingChange={onPlayingChange} onEnded={onEnded} />
    ) : (
      <Link to={storeLink} aria-label={ad.title}>
        <SafeImage src={ad.cover_image_full_url} alt={ad.title} width={320} height={180} fluid radius={8} />
      </Link>
    );
  return (
    <PlainCard role="article" aria-label={ad.title} styles={{ body: { padding: 12 } }} style={{ height: '100%' }}>
      {media}
      <div style={{ display: 'flex', gap: 10, alignItems: 'center', marginTop: 10 }}>
        <SafeImage src={ad.profile_image_full_url} alt={t('{name} logo', { name: store.name })} width={40} height={40} radius={20} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Link to={storeLink} style={{ color: 'inherit' }}>
            <OneLineText strong title={ad.title} style={{ display: 'block' }}>
              {ad.title}
            </OneLineText>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {store.name}
          </Typography.Text>
        </div>
        {ad.is_rating_active ? (
          <span
            aria-label={t('Rating {rating}', { rating: formatDecimal(Number(ad.average_rating) || 0, digits) })}
            style={{ fontSize: 12 }}
          >
            <StarFilled aria-hidden style={{ color: '#faad14', marginInlineEnd: 4 }} />
            {formatDecimal(Number(ad.average_rating) || 0, digits)}
            {ad.is_review_active ? <Typography.Text type="secondary"> ({ad.reviews_comments_count})</Typography.Text> : null}
          </span>
        ) : null}
      </div>
      {ad.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '8px 0 0', fontSize: 13 }}>
          {ad.description}
        </Typography.Paragraph>
      ) : null}
    </PlainCard>
  );
}

interface PromotionVideoProps {
  ad: Promotion;
  active: boolean;
  onPlayingChange: (playing: boolean) => void;
  onEnded: () => void;
}

/** A promotion's video: plays while its slide is in front (not with reduced motion: then only by its button). */
export function PromotionVideo({ ad, active, onPlayingChange, onEnded }: PromotionVideoProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>('paused');

  useEffect(() => {
    const node = video.current;
    if (!node) return;
    if (active && !prefersReducedMotion() && state !== 'ended') {
      void Promise.resolve(node.play?.()).catch(() => setState('paused'));
    } else if (!active) {
      node.pause?.();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const play = () => {
    const node = video.current;
    if (!node) return;
    if (state === 'ended') node.currentTime = 0;
    void Promise.resolve(node.play?.()).catch(() => setState('paused'));
  };

  return (
    <div style={{ position: 'relative' }} data-video-state={state}>
      <video
        ref={video}
        src={ad.video_attachment_full_url ?? undefined}
        poster={ad.cover_image_full_url ?? undefined}
        width={320}
        height={180}
        muted
        playsInline
        preload="none"
        aria-label={ad.title}
        style={{
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          borderRadius: 8,
          background: '#000',
          display: 'block',
          objectFit: 'cover',
        }}
        onPlay={() => {
          setState('playing');
          onPlayingChange(true);
        }}
        onPause={() => {
          setState((current) => (current === 'ended' ? current : 'paused'));
          onPlayingChange(false);
        }}
        onEnded={() => {
          setState('ended');
          onEnded();
        }}
      />
      {state !== 'playing' ? (
        <button
          type="button"
          onClick={play}
          aria-label={state === 'ended' ? t('Replay {title}', { title: ad.title }) : t('Play {title}', { title: ad.title })}
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: 'rgba(0,0,0,.25)',
            border: 0,
            borderRadius: 8,
            cursor: 'pointer',
          }}
        >
          <PlayCircleFilled aria-hidden style={{ fontSize: 48, color: '#fff' }} />
        </button>
      ) : null}
    </div>
  );
}
