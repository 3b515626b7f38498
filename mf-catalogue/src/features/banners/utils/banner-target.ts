import { routes, type ModuleType } from '@storefront/contract';
import type { Banner } from '../api/get-banners';

/** Where a banner click goes (spec §4 Banner click). */
export type BannerTarget =
  | { kind: 'route'; to: string }
  /** food: the item opens in the item dialog (`item/open`), fetched by id first */
  | { kind: 'item-dialog'; itemId: number }
  | { kind: 'link'; href: string }
  | { kind: 'none' };

/** Only web links leave the site: a banner's link is admin data, never a javascript: URL. */
export function safeLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** store_wise to the store, item_wise to the item (the dialog in food, its page elsewhere), default to the link. */
export function bannerTarget(banner: Banner, moduleType: ModuleType | undefined, moduleId: number | undefined): BannerTarget {
  if (banner.type === 'store_wise' && banner.store) {
    return {
      kind: 'route',
      to: routes.store({
        id: banner.store.slug || banner.store.id,
        moduleId: banner.store.module_id ?? moduleId,
        storeZoneId: banner.store.zone_id,
      }),
    };
  }
  if (banner.type === 'item_wise' && banner.item) {
    if (moduleType === 'food') return { kind: 'item-dialog', itemId: banner.item.id };
    return { kind: 'route', to: routes.product({ id: banner.item.slug || banner.item.id, moduleId }) };
  }
  const href = safeLink(banner.link);
  return href ? { kind: 'link', href } : { kind: 'none' };
}
