import type { Item } from '@storefront/contract';
import { emit, moduleAtom, request } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import type { Banner } from '../api/get-banners';
import { bannerTarget } from '../utils/banner-target';

/** Opens a banner's target (spec §4 Banner click); a food item banner fetches the item, then opens the item dialog. */
export function useBannerClick() {
  const module = useAtomValue(moduleAtom);
  const navigate = useNavigate();
  const t = useT();
  return useCallback(
    async (banner: Banner) => {
      const target = bannerTarget(banner, module?.module_type, module?.id);
      if (target.kind === 'route') navigate(target.to);
      else if (target.kind === 'link') window.open(target.href, '_blank', 'noopener,noreferrer');
      else if (target.kind === 'item-dialog') {
        try {
          const item = await request<Item>(`items/details/${target.itemId}`);
          emit({ type: 'item/open', item });
        } catch {
          emit({ type: 'toast', level: 'error', message: t('This item is not available right now.') });
        }
      }
    },
    [module, navigate, t],
  );
}
