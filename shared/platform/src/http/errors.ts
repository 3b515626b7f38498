/** One error type for every failed call, whatever the server or the network said. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: { code: string; message: string }[];

  constructor(status: number, message: string, errors: { code: string; message: string }[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The first error's code, for callers that branch on it (`cart_store`, `auth-001` ...). */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Reads the platform's error bodies: `{errors:[{code,message}]}` (also
 * `errors` as a plain string) or `{message}`. `errors[0].message` comes first.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors = Array.isArray(record.errors)
    ? record.errors
        .filter((entry): entry is Record<string, unknown> => Boolean(entry) && typeof entry === 'object')
        .map((entry) => ({ code: String(entry.code ?? ''), message: String(entry.message ?? '') }))
    : typeof record.errors === 'string'
      ? [{ code: '', message: record.errors }]
      : [];
  const message =
    errors.find((entry) => entry.message)?.message ??
    (typeof record.message === 'string' && record.message ? record.message : NETWORK_ERROR_MESSAGE);
  return new ApiError(status, message, errors);
}
