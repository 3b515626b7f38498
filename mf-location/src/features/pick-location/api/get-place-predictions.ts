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

/**
 * Predictions for what the visitor types: debounced, and a newer text aborts
 * the call still running for an older one, so a slow answer never overwrites a newer one.
 */
export function usePlacePredictions(text: string, delay = PREDICTION_DEBOUNCE_MS): PlacePredictionsState {
  const [state, setState] = useState<PlacePredictionsState>(IDLE);
  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    const timer = setTimeout(() => {
      fetchPlacePredictions(query, controller.signal).then(
        (predictions) => {
          if (!controller.signal.aborted) setState({ predictions, loading: false, error: null });
        },
        (cause: unknown) => {
          if (controller.signal.aborted) return;
          const error = cause instanceof ApiError ? cause : new ApiError(0, NETWORK_ERROR_MESSAGE);
          setState({ predictions: [], loading: false, error });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, delay]);
  return state;
}
