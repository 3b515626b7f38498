import type { ModuleListCacheKey } from '@storefront/contract';
import { request } from './client';

/**
 * The fetcher of a module home's list (cacheKeys.moduleList): the path and the query travel in the key, so the
 * catalogue's hook and the shell, which asks for the home's first list while the catalogue's code loads
 * (swr's preload), make the same request for the same key.
 */
export function fetchModuleList<T>([path, query]: ModuleListCacheKey): Promise<T> {
  return request<T>(path, { query: JSON.parse(query) as Record<string, string | number> });
}

/** The fetcher of cacheKeys.banners: the module and the zones go as headers. */
export function fetchBannerList<T>(): Promise<T> {
  return request<T>('banners');
}
