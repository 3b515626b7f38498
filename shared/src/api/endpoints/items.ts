import type { ItemPage } from '../../model/types';
import { request } from '../client';

export const getPopularItems = ({ limit = 12, offset = 1 }: { limit?: number; offset?: number } = {}) =>
  request<ItemPage>('items/popular', { query: { limit, offset, type: 'all' } });
