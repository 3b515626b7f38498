import { SearchOutlined } from '@ant-design/icons';
import type { PlacePrediction } from '@storefront/contract';
import { useT } from '../../../i18n';
import { Flex } from 'antd';
import { AutoComplete, Input, Spin } from 'antd-on-intent';
import { useState } from 'react';
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

  return (
    <AutoComplete
      style={{ width: '100%' }}
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
  );
}
