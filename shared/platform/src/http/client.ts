import { emit } from '../bus/bus';
import {
  currentLatLngAtom,
  getSessionStore,
  guestIdAtom,
  languageAtom,
  moduleAtom,
  serializeZoneIds,
  tokenAtom,
  zoneIdsAtom,
} from '../session/atoms';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './errors';

export const SOFTWARE_ID = '33571750';

interface ApiSettings {
  baseUrl: string;
}

const API_SETTINGS_KEY = Symbol.for('@storefront/platform/api-settings');
type GlobalWithSettings = typeof globalThis & { [API_SETTINGS_KEY]?: ApiSettings };

function settings(): ApiSettings {
  const scope = globalThis as GlobalWithSettings;
  scope[API_SETTINGS_KEY] ??= { baseUrl: 'http://localhost:4000' };
  return scope[API_SETTINGS_KEY];
}

/** Called once by the shell (and by a remote's standalone harness) with the run-time API URL. */
export function configureApi(next: Partial<ApiSettings>): void {
  const current = settings();
  if (next.baseUrl) current.baseUrl = next.baseUrl.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return settings().baseUrl;
}

export type QueryValue = string | number | boolean | null | undefined | (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The headers the spec requires on every call, read from the session at call time. */
export function sessionHeaders(): Record<string, string> {
  const store = getSessionStore();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-software-id': SOFTWARE_ID,
    'X-localization': store.get(languageAtom) ?? 'en',
  };
  const latLng = store.get(currentLatLngAtom);
  headers.latitude = String(latLng?.lat ?? 0);
  headers.longitude = String(latLng?.lng ?? 0);
  // Only a well-formed, non-empty array is sent, re-serialised from the parsed ids
  // (a stored "3" goes out as "[3]"); a corrupt stored value is never forwarded.
  const zoneIds = store.get(zoneIdsAtom);
  if (zoneIds.length > 0) headers.zoneid = serializeZoneIds(zoneIds);
  const module = store.get(moduleAtom);
  if (module?.id) headers.moduleId = String(module.id);
  const token = store.get(tokenAtom);
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(`${apiBaseUrl()}/api/v1/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  return url.toString();
}

/**
 * Every call to the API goes through here. Errors are normalised to ApiError;
 * a 401 while a token is held means the session is over, which the shell handles.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = { ...sessionHeaders(), ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    const error = toApiError(response.status, parsed);
    // Only the session this call was made with ends: the calls in flight with a refused token each come back 401, and
    // a later one (the session already ended, or the customer signed in again) must not end the next one, nor send the
    // sign-in page to itself and lose the page to return to.
    if (response.status === 401 && headers.authorization) {
      if (headers.authorization === sessionHeaders().authorization) emit({ type: 'session/expired' });
    }
    // A guest id the server no longer knows (its database was reset) is dropped,
    // so the shell obtains a new one instead of every cart call failing forever.
    else if (response.status === 401 && error.code === 'guest_id') getSessionStore().set(guestIdAtom, null);
    throw error;
  }
  return parsed as T;
}
