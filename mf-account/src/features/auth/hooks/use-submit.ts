import { ApiError, NETWORK_ERROR_MESSAGE } from '@storefront/platform';
import { useCallback, useState } from 'react';

/** A call started from a form: whether it runs and the error it ended with, if any. */
export function useSubmit<Input, Output>(call: (input: Input) => Promise<Output>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const submit = useCallback(
    async (input: Input): Promise<Output | undefined> => {
      setSubmitting(true);
      setError(null);
      try {
        return await call(input);
      } catch (cause) {
        setError(cause instanceof ApiError ? cause : new ApiError(0, NETWORK_ERROR_MESSAGE));
        return undefined;
      } finally {
        setSubmitting(false);
      }
    },
    [call],
  );
  return { submit, submitting, error };
}
