import { useId } from 'react';
import { useT } from '../../../../i18n';
import { Typography, Skeleton } from '@storefront/platform';

export interface SectionFrameProps {
  title: string;
  /** Beside the title: a View all link, tabs. */
  extra?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
}

/** A home section: a labelled region with its heading. */
export function SectionFrame({ title, extra, children, testId }: SectionFrameProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} style={{ margin: '24px 0' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
        <Typography.Title level={3} id={headingId} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}

export interface SectionSkeletonProps {
  /** How many card placeholders. */
  cards?: number;
  cardHeight?: number;
  cardWidth?: number;
  /**
   * The height of the section once loaded (its heading and body), kept while it loads so what follows does not move
   * when it arrives (layout shift, issue 9).
   */
  height?: number;
}

/** What a section shows while its data loads: a row of card placeholders. */
export function SectionSkeleton({ cards = 4, cardHeight = 180, cardWidth = 220, height }: SectionSkeletonProps) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading')} style={{ margin: '24px 0', minHeight: height }}>
      <Skeleton active title={{ width: 200 }} paragraph={false} />
      <div style={{ display: 'flex', gap: 16, overflow: 'hidden', marginTop: 12 }}>
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton.Node key={index} active style={{ width: cardWidth, height: cardHeight }} />
        ))}
      </div>
    </div>
  );
}
