import { SearchOutlined } from '@ant-design/icons';
import type { PlacePrediction } from '@storefront/contract';
import { useT } from '../../../i18n';
import { Flex } from 'antd';
import { AutoComplete, Input, Spin } from 'antd-on-intent';
import { useCallback, useState } from 'react';
import { usePlacePredictions } from '../api/get-place-predictions';

export interface PlaceSearchProps {
  onChoose: (prediction: PlacePrediction) => void;
  disabled?: boolean;
}

/** The search box of the pick-location modal: predictions as the visitor types. */
export function PlaceSearch({ onChoose, disabled }: PlaceSearchProps) {
  const t = useT();
  const [inputValue, setInputValue] = useState('');
  // What was typed; choosing a prediction changes the input, not the search.
  const [searchText, setSearchText] = useState('');
  const { predictions, loading, error } = usePlacePredictions(searchText);

  const notFoundContent = !searchText.trim() ? null : loading ? (
    <Flex align="center" gap={8} role="status">
      <Spin size="small" /> {t('Searching...')}
    </Flex>
  ) : error ? (
    <span role="alert">{t(error.message)}</span>
  ) : (
    <span role="status">{t('No results found')}</span>
  );

  // The options as wide as the field. antd measures the field on screen when the options open, and while the dialog
  // zooms in that is a fraction of its width (a visitor who types at once got a popup a few dozen pixels wide); its
  // layout width, which the observer reports, does not change with the zoom.
  const [fieldWidth, setFieldWidth] = useState<number>();
  const field = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setFieldWidth(entry?.contentRect.width || undefined));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={field}>
      <AutoComplete
        style={{ width: '100%' }}
        popupMatchSelectWidth={fieldWidth ?? true}
        value={inputValue}
        disabled={disabled}
        options={loading ? [] : predictions.map((prediction) => ({ value: prediction.place_id, label: prediction.description }))}
        showSearch={{
          filterOption: false,
          onSearch: (text) => {
            setInputValue(text);
            setSearchText(text);
          },
        }}
        onSelect={(placeId: string) => {
          const prediction = predictions.find((candidate) => candidate.place_id === placeId);
          if (!prediction) return;
          setInputValue(prediction.description);
          onChoose(prediction);
        }}
        notFoundContent={notFoundContent}
        virtual={false}
      >
        <Input
          size="large"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          aria-label={t('Search location here...')}
          placeholder={t('Search location here...')}
        />
      </AutoComplete>
    </div>
  );
}
