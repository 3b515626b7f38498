import { request, type ApiError } from '@storefront/platform';
import useSWR from 'swr';

/** A category as the categories call answers it. */
export interface Category {
  id: number;
  name: string;
  image_full_url?: string | null;
  parent_id?: number;
}

/** The chosen module's main categories (the moduleId header says which module). */
export function useModuleCategories(moduleId: number | null) {
  return useSWR<Category[], ApiError>(moduleId ? ['categories', moduleId] : null, () =>
    request<Category[]>('categories', { headers: { moduleId: String(moduleId) } }),
  );
}

/** POST customer/update-interest: the module's interest categories. */
export const updateInterest = (interest: number[]) =>
  request<{ message: string }>('customer/update-interest', { method: 'POST', body: { interest } });

/** What customer/info adds about interests. */
export interface InterestInfo {
  selected_modules_for_interest?: number[];
  interest?: number[];
}
