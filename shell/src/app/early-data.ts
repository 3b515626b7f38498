import { cacheKeys, homeLists, leadBannerPicture, leadStorePicture, routes } from '@storefront/contract';
import {
  configKey,
  fetchBannerList,
  fetchConfig,
  fetchModuleList,
  getSessionStore,
  hasLocationAtom,
  languageAtom,
  moduleAtom,
  zoneIdAtom,
  zoneIdsAtom,
} from '@storefront/platform';
import { preload as preloadResource } from 'react-dom';
import { mutate, preload, unstable_serialize } from 'swr';
import { fetchModulesOfKey, getModulesKey } from '../features/modules/api/get-modules';

/** One request the page is about to make: the key its hook will read and the fetcher that hook uses. */
export interface EarlyRequest {
  key: readonly unknown[];
  fetcher: (key: never) => Promise<unknown>;
  /** The picture the page will show first from the answer (its largest on the first screen), to preload. */
  leadPicture?: (answer: never) => string | undefined;
}

/** antd's xl breakpoint (Grid.useBreakpoint().xl): from there the module switcher shows beside a module home. */
export const SWITCHER_MIN_WIDTH = 1200;

/** Where the page is: its path and query, and whether the window is wide enough for the module switcher. */
export interface EarlyPlace {
  pathname: string;
  search: string;
  wide: boolean;
}

/**
 * The API calls the first render of this page makes, read from the stored session, so they can start before the
 * shell renders and the remotes' code arrives. Only what the page would ask anyway (the hooks' own conditions):
 * - the business config, on every page (the header's logo reads it);
 * - the modules of the stored zones where the picker (`/`, or /home without a module) or the module switcher
 *   (a module home on a wide window) shows them;
 * - on the module home (/home without a results query) the first list of its first section: the featured
 *   categories of grocery and pharmacy, the banners of food and ecommerce; and grocery's stores (its third
 *   section, on the first screen of a phone too). The other sections mount when scrolled near, so they are left
 *   to the catalogue.
 */
export function earlyRequests({ pathname, search, wide }: EarlyPlace): EarlyRequest[] {
  const store = getSessionStore();
  const storedLanguage = store.get(languageAtom);
  const language = storedLanguage ?? 'en';
  const requests: EarlyRequest[] = [{ key: configKey(language), fetcher: fetchConfig }];
  const zoneId = store.get(zoneIdAtom);
  if (!zoneId || store.get(zoneIdsAtom).length === 0) return requests;
  const hasLocation = store.get(hasLocationAtom);
  const module = store.get(moduleAtom);
  const path = pathname.replace(/\/+$/, '') || '/';
  const onHome = path === routes.home() || path.startsWith(`${routes.home()}/`);
  const showsPicker = hasLocation && (path === routes.landing() || (onHome && !module));
  const showsSwitcher = hasLocation && wide && onHome && Boolean(module);
  if (showsPicker || showsSwitcher) requests.push({ key: getModulesKey(zoneId, language), fetcher: fetchModulesOfKey });
  // The module home is /home itself; with a data_type query it shows results instead (the catalogue decides which).
  if (path !== routes.home() || !module?.id || new URLSearchParams(search).has('data_type')) return requests;
  const list = ({ path, query }: { path: string; query: object }) => ({
    key: cacheKeys.moduleList(path, JSON.stringify(query), module.id, zoneId, storedLanguage, ''),
    fetcher: fetchModuleList,
  });
  if (module.module_type === 'grocery' || module.module_type === 'pharmacy') requests.push(list(homeLists.featuredCategories));
  // grocery's stores area is on its first screen, on a phone too; its first card's picture is the page's largest
  if (module.module_type === 'grocery') {
    requests.push({ ...list(homeLists.stores('all')), leadPicture: leadStorePicture });
  }
  if (module.module_type === 'food' || module.module_type === 'ecommerce') {
    // the banners open these homes: their first picture is the page's largest
    requests.push({ key: cacheKeys.banners(module.id, zoneId, language), fetcher: fetchBannerList, leadPicture: leadBannerPicture });
  }
  return requests;
}

/**
 * Starts the page's first API calls now, where the hooks that read them will find them (swr's preload: the page
 * has one swr, shared as a singleton, so the catalogue's useSWR takes the answer this started), and puts each answer
 * in swr's cache as it arrives, so a hook mounting after it renders it at once. A failed call is
 * the hook's to show, as if it had made it; nothing here throws. A lead picture is preloaded (React DOM's
 * `preload`, high priority) as soon as its answer arrives: the card showing it waits for the catalogue's code.
 * `answered` are answers the page came with (the server's first screen): cached at once, and not asked for again.
 */
export function startEarlyRequests(place: EarlyPlace = currentPlace(), answered: readonly [unknown, unknown][] = []): void {
  try {
    // the answers the server's first screen was rendered with (first-screen.ts): in the cache before any hook mounts
    // (keys as the server's hooks made them: arrays of strings and numbers, as those below)
    for (const [key, answer] of answered) void mutate(key as readonly unknown[], answer, { revalidate: false });
    const known = new Set(answered.map(([key]) => unstable_serialize(key as readonly unknown[])));
    for (const { key, fetcher, leadPicture } of earlyRequests(place)) {
      if (known.has(unstable_serialize(key))) continue;
      const pending = preload(key, fetcher as (key: unknown) => Promise<unknown>) as Promise<unknown> | undefined;
      // the hook reads the rejection later; this only keeps it from being reported as unhandled meanwhile
      pending
        ?.then((answer) => {
          // The preload alone hands the answer to the hook's first fetch, after the hook has rendered without it: one
          // render without the data, then one with it (and that one deferred). Cached, the mounting render has it.
          void mutate(key, answer, { revalidate: false });
          const href = leadPicture?.(answer as never);
          if (href) preloadResource(href, { as: 'image', fetchPriority: 'high' });
        })
        .catch(() => undefined);
    }
  } catch (error) {
    console.error('[shell] the early requests could not start', error);
  }
}

function currentPlace(): EarlyPlace {
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    wide: window.matchMedia?.(`(min-width: ${SWITCHER_MIN_WIDTH}px)`).matches ?? false,
  };
}
