import { PlainCard, Typography, Skeleton } from '@storefront/platform';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../../i18n';

export interface SectionFrameProps {
  title: string;
  /** 'loading' shows the skeleton, 'empty' hides the whole section (spec: a section with nothing to show is not shown). */
  state: 'loading' | 'empty' | 'ready';
  viewAll?: string;
  /** Above the body: category tabs, filters. */
  toolbar?: React.ReactNode;
  children?: React.ReactNode;
  /** Landmark name when the title alone is ambiguous. */
  testId?: string;
  /**
   * The height of the body once loaded (a rail of cards and its buttons): the skeleton keeps it, so the sections
   * below do not move when the data arrives (layout shift, issue 9).
   */
  bodyHeight?: number;
}

/**
 * Heights of loaded rail bodies (the cards, the rail's padding and its buttons), measured on the production build, for
 * `bodyHeight`: category tiles 120 px wide, store cards, item cards in a column (190 px) or a row (320 px), the special cards (240 px); a TabRow
 * built from the loaded items adds its own height.
 */
export const RAIL_HEIGHT = { categoryTiles: 184, storeCards: 346, itemCards: 349, itemRows: 230, specialCards: 357 } as const;
export const TAB_ROW_HEIGHT = 40;

/**
 * One line of tabs that scrolls sideways (a swipe, or the keyboard: a focused tab scrolls into view) instead of
 * wrapping: wrapped on a phone, the rows grew the section by their number once the categories came, moving
 * everything below (a layout shift), and TAB_ROW_HEIGHT could hold only one.
 */
const tabRowStyle: React.CSSProperties = {
  display: 'flex',
  gap: 8,
  flexWrap: 'nowrap',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  height: TAB_ROW_HEIGHT - 16,
  marginBottom: 16,
};

/** A module home section: heading, optional View all link and toolbar, a skeleton while loading, nothing when empty. */
export function SectionFrame({ title, state, viewAll, toolbar, children, testId, bodyHeight }: SectionFrameProps) {
  const t = useT();
  const headingId = useId();
  if (state === 'empty') return null;
  return (
    <section aria-labelledby={headingId} data-testid={testId} style={{ marginBottom: 32 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 12 }}>
        <Typography.Title level={3} id={headingId} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {viewAll ? <Link to={viewAll}>{t('View all')}</Link> : null}
      </div>
      {toolbar}
      {state === 'loading' ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('Loading')}
          style={{ display: 'flex', gap: 16, overflow: 'hidden', minHeight: bodyHeight }}
        >
          {Array.from({ length: 4 }, (_, index) => (
            <PlainCard key={index} style={{ width: 200, flex: 'none' }}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </PlainCard>
          ))}
        </div>
      ) : (
        children
      )}
    </section>
  );
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A horizontal carousel of cards: scrolls with the buttons, the keyboard (the list takes the focus,
 * arrow keys scroll) or a swipe; smooth scrolling only when the visitor does not ask for reduced motion.
 */
export function Rail({ label, children, itemWidth = 200 }: { label: string; children: React.ReactNode; itemWidth?: number }) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const node = list.current;
    if (!node) return;
    const rtl = getComputedStyle(node).direction === 'rtl' ? -1 : 1;
    node.scrollBy({ left: direction * rtl * node.clientWidth * 0.8, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={list}
        role="list"
        aria-label={label}
        tabIndex={0}
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: `minmax(${itemWidth}px, ${itemWidth}px)`,
          gap: 16,
          overflowX: 'auto',
          paddingBottom: 8,
          scrollSnapType: 'x proximity',
        }}
      >
        {children}
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 4 }}>
        <Button size="small" shape="circle" icon={<LeftOutlined aria-hidden />} aria-label={t('Previous')} onClick={() => scroll(-1)} />
        <Button size="small" shape="circle" icon={<RightOutlined aria-hidden />} aria-label={t('Next')} onClick={() => scroll(1)} />
      </div>
    </div>
  );
}

/** One card of a rail. */
export function RailItem({ children }: { children: React.ReactNode }) {
  return (
    <div role="listitem" style={{ scrollSnapAlign: 'start', minWidth: 0 }}>
      {children}
    </div>
  );
}

/** The tabs over a list (category tabs, store filters): a row of toggle buttons, one pressed. */
export function TabRow<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { label: string; value: V }[];
  onChange: (value: V) => void;
}) {
  return (
    <div role="tablist" aria-label={label} style={tabRowStyle}>
      {options.map((option) => (
        <Button
          key={String(option.value)}
          role="tab"
          aria-selected={option.value === value}
          type={option.value === value ? 'primary' : 'default'}
          shape="round"
          size="small"
          style={{ flexShrink: 0 }}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
