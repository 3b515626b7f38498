import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import { useParcelBanners } from '../api/parcel-home';

const AUTOPLAY_MS = 5000;

/** The parcel module's banners, one at a time, advancing by itself (native scroll snapping, no carousel library). */
export function BannerCarousel() {
  const t = useT();
  const { data: banners } = useParcelBanners();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = banners?.length ?? 0;

  const show = (next: number) => {
    const target = ((next % count) + count) % count;
    setIndex(target);
    const slide = track.current?.children[target] as HTMLElement | undefined;
    track.current?.scrollTo?.({ left: slide?.offsetLeft ?? 0, behavior: 'smooth' });
  };

  useEffect(() => {
    if (count < 2) return;
    const advance = setTimeout(() => show(index + 1), AUTOPLAY_MS);
    return () => clearTimeout(advance);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, index]);

  if (count === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('Banners')} style={{ position: 'relative' }}>
      <div
        ref={track}
        style={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', borderRadius: 12, scrollbarWidth: 'none' }}
        onScroll={(event) => {
          const width = event.currentTarget.clientWidth;
          if (width > 0) setIndex(Math.round(event.currentTarget.scrollLeft / width));
        }}
      >
        {banners!.map((banner, position) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} / ${count}`}
            style={{ flex: '0 0 100%', scrollSnapAlign: 'start' }}
          >
            <img
              src={banner.image_full_url}
              alt={banner.title}
              style={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', display: 'block' }}
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <Button
            shape="circle"
            icon={<LeftOutlined />}
            aria-label={t('Previous')}
            onClick={() => show(index - 1)}
            style={{ position: 'absolute', insetInlineStart: 8, top: '50%', transform: 'translateY(-50%)' }}
          />
          <Button
            shape="circle"
            icon={<RightOutlined />}
            aria-label={t('Next')}
            onClick={() => show(index + 1)}
            style={{ position: 'absolute', insetInlineEnd: 8, top: '50%', transform: 'translateY(-50%)' }}
          />
        </>
      ) : null}
    </section>
  );
}
