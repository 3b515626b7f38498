import { EmptyState, emit, hasLocationAtom, Typography } from '@storefront/platform';
import { Button } from 'antd';
import { Result } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { Countdown } from './countdown';

/** What the page's SWR hook answers. */
export interface TimedOfferQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/** The header of a loaded offer: its title, when it ends, and what goes above and under the title. */
export interface TimedOfferHeader {
  title: string;
  /** The end, epoch ms (NaN when unknown: then it shows as over). */
  end: number;
  media?: ReactNode;
  subtitle?: ReactNode;
  /** A caption over the countdown. */
  caption?: string;
}

export interface TimedOfferPageProps<T> {
  /** The id read from the address; null when it is not one (then not found, no request). */
  id: string | null;
  query: TimedOfferQuery<T>;
  texts: { notFound: string; notFoundHint: string; loadFailed: string; over: string; timer: string };
  skeleton: ReactNode;
  header: (data: T) => TimedOfferHeader;
  /** The offer's content; `over` once its end has passed (also while the page is open). */
  children: (data: T, over: boolean) => ReactNode;
}

/**
 * The frame of /campaigns/{id} and /flash-sales?id= (spec §2): needs a picked zone, then not found / loading /
 * load error, then the offer's title with its days/hours/minutes/seconds countdown, or its over text once it ends.
 */
export function TimedOfferPage<T>({ id, query, texts, skeleton, header, children }: TimedOfferPageProps<T>) {
  const t = useT();
  const hasLocation = useAtomValue(hasLocationAtom);
  const [openedAt] = useState(() => Date.now());
  // over when it ended before the page opened, or once the countdown runs out while it is open
  const [endedHere, setEndedHere] = useState(false);
  const markOver = useCallback(() => setEndedHere(true), []);
  const { data, error, isLoading, mutate } = query;

  if (!hasLocation) {
    return (
      <Result
        status="info"
        title={t('You must pick a zone to access this page.')}
        extra={
          <Button type="primary" onClick={() => emit({ type: 'location/pick' })}>
            {t('Pick a location')}
          </Button>
        }
      />
    );
  }
  if (!id) return <EmptyState title={texts.notFound} />;
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={t('Loading')}>
        {skeleton}
      </div>
    );
  }
  if (error || !data) {
    return (error as { status?: number } | undefined)?.status === 404 ? (
      <EmptyState title={texts.notFound} description={texts.notFoundHint} />
    ) : (
      <Result
        status="warning"
        title={texts.loadFailed}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  const { title, end, media, subtitle, caption } = header(data);
  const over = endedHere || !(end > openedAt);
  return (
    <section aria-labelledby="timed-offer-title">
      {media}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12, margin: '16px 0' }}>
        <div>
          <Typography.Title level={2} id="timed-offer-title" style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </div>
        <div>
          {caption && !over ? <Typography.Text type="secondary">{caption}</Typography.Text> : null}
          <Countdown end={end} overText={texts.over} label={texts.timer} onOver={markOver} />
        </div>
      </div>
      {children(data, over)}
    </section>
  );
}
