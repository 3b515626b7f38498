import type { PlacePrediction } from '@storefront/contract';
import { ApiError, NETWORK_ERROR_MESSAGE, request } from '@storefront/platform';
import { useEffect, useState } from 'react';

/** Wait this long after the last keystroke before asking for predictions. */
export const PREDICTION_DEBOUNCE_MS = 400;

export const placePredictionsKey = (text: string) => ['config/place-api-autocomplete', text] as const;

export const fetchPlacePredictions = async (text: string, signal?: AbortSignal): Promise<PlacePrediction[]> => {
  const response = await request<{ predictions: PlacePrediction[] }>('config/place-api-autocomplete', {
    query: { search_text: text },
    signal,
  });
  return Array.isArray(response?.predictions) ? response.predictions.filter((p) => p?.place_id && p.description) : [];
};

export interface PlacePredictionsState {
  predictions: PlacePrediction[];
  loading: boolean;
  error: ApiError | null;
}

const IDLE: PlacePredictionsState = { predictions: [], loading: false, error: null };

/** The answer for the last query that settled. */
interface Settled {
  query: string;
  predictions: PlacePrediction[];
  error: ApiError | null;
}

/**
 * Predictions for what the visitor types: debounced, and a newer text aborts
 * the call still running for an older one, so a slow answer never overwrites a
 * newer one. Loading is derived (the text differs from the last settled query),
 * so the effect only ever sets state from the answer.
 */
export function usePlacePredictions(text: string, delay = PREDICTION_DEBOUNCE_MS): PlacePredictionsState {
  const query = text.trim();
  const [settled, setSettled] = useState<Settled>({ query: '', predictions: [], error: null });
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPlacePredictions(query, controller.signal).then(
        (predictions) => {
          if (!controller.signal.aborted) setSettled({ query, predictions, error: null });
        },
        (cause: unknown) => {
          if (controller.signal.aborted) return;
          const error = cause instanceof ApiError ? cause : new ApiError(0, NETWORK_ERROR_MESSAGE);
          setSettled({ query, predictions: [], error });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, delay]);
  if (!query) return IDLE;
  if (settled.query === query) return { predictions: settled.predictions, loading: false, error: settled.error };
  return { predictions: settled.predictions, loading: true, error: null };
}
