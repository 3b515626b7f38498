import { Button, Flex } from 'antd';
import { Checkbox, Radio } from 'antd-on-intent';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { FILTER_OPTIONS, PRICE_MAX, PRICE_MIN, type FilterOption, type ResultsState } from '../utils/search-url';
import { Typography } from '@storefront/platform';

/** The spec's labels of the filter options (§3 Filter options). */
export const FILTER_LABELS: Record<FilterOption, string> = {
  nearby: 'Nearby',
  currently_open: 'Currently Open',
  top_rated: 'Top Rated',
  discounted: 'Discounted',
  popular: 'Popular',
};

export type FilterChoice = Pick<ResultsState, 'filters' | 'rating' | 'minPrice' | 'maxPrice'>;

const PRICE_STEP = 10;

/**
 * The filter popover's (and the phone drawer's) form: the options, a minimum rating and
 * the price range (two native range inputs over 0–20000). Applied as one choice, so
 * the URL and the results change once.
 */
export function FilterForm({ value, onApply }: { value: FilterChoice; onApply: (choice: FilterChoice) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const set = (change: Partial<FilterChoice>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <div role="group" aria-label={t('Filter')}>
      <Flex vertical gap={16}>
        <fieldset style={fieldset}>
          <legend style={legend}>{t('Filter by')}</legend>
          <Flex vertical gap={6}>
            {FILTER_OPTIONS.map((option) => (
              <Checkbox
                key={option}
                checked={draft.filters.includes(option)}
                onChange={(event) =>
                  set({ filters: event.target.checked ? [...draft.filters, option] : draft.filters.filter((value) => value !== option) })
                }
              >
                {t(FILTER_LABELS[option])}
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
        <fieldset style={fieldset}>
          <legend style={legend}>{t('Rating')}</legend>
          <Radio.Group value={draft.rating} onChange={(event) => set({ rating: Number(event.target.value) })}>
            <Flex wrap gap={4}>
              <Radio.Button value={0}>{t('Any')}</Radio.Button>
              {[1, 2, 3, 4, 5].map((stars) => (
                <Radio.Button key={stars} value={stars} aria-label={t('{count}+ stars', { count: stars })}>
                  {stars}+
                </Radio.Button>
              ))}
            </Flex>
          </Radio.Group>
        </fieldset>
        <fieldset style={fieldset}>
          <legend style={legend}>{t('Price')}</legend>
          <Flex vertical gap={4}>
            <label style={rangeRow}>
              <span style={{ minWidth: 40 }}>{t('Min')}</span>
              <input
                type="range"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                value={draft.minPrice}
                onChange={(event) => set({ minPrice: Math.min(Number(event.target.value), draft.maxPrice) })}
                style={{ flex: 1 }}
              />
              <output style={{ minWidth: 48, textAlign: 'end' }}>{draft.minPrice}</output>
            </label>
            <label style={rangeRow}>
              <span style={{ minWidth: 40 }}>{t('Max')}</span>
              <input
                type="range"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                value={draft.maxPrice}
                onChange={(event) => set({ maxPrice: Math.max(Number(event.target.value), draft.minPrice) })}
                style={{ flex: 1 }}
              />
              <output style={{ minWidth: 48, textAlign: 'end' }}>{draft.maxPrice}</output>
            </label>
          </Flex>
        </fieldset>
        <Flex gap={8} justify="end">
          <Button onClick={() => setDraft({ filters: [], rating: 0, minPrice: PRICE_MIN, maxPrice: PRICE_MAX })}>{t('Reset')}</Button>
          <Button type="primary" onClick={() => onApply(draft)}>
            {t('Apply')}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}

const fieldset: React.CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };
const legend: React.CSSProperties = { fontWeight: 600, marginBottom: 8, padding: 0 };
const rangeRow: React.CSSProperties = { display: 'flex', alignItems: 'center', gap: 8 };

interface Choice {
  id: number;
  name: string;
}

/** A titled list of checkboxes (the side panel's categories and brands). */
export function ChoiceList({
  title,
  choices,
  chosen,
  onChange,
}: {
  title: string;
  choices: Choice[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset style={fieldset}>
      <legend style={legend}>
        <Typography.Text strong>{title}</Typography.Text>
      </legend>
      <Flex vertical gap={6} style={{ maxHeight: 320, overflowY: 'auto' }}>
        {choices.map((choice) => (
          <Checkbox
            key={choice.id}
            checked={chosen.includes(choice.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id))}
          >
            {choice.name}
          </Checkbox>
        ))}
      </Flex>
    </fieldset>
  );
}
