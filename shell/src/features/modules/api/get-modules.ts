import { cacheKeys, checkWire, type Module } from '@storefront/contract';
import { modulesForZones } from '@storefront/domain';
import { parseZoneIds, request, useLanguage, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** The zoneid header filters on the server; the key holds it so a new zone refetches. */
export const getModulesKey = cacheKeys.modules;

export async function fetchModules(zoneId: string): Promise<Module[]> {
  const modules = await request<Module[]>('module');
  if (process.env.NODE_ENV !== 'production') checkWire('ModuleList', modules);
  // the server filters by the zoneid header; the domain's rule keeps a response it did not filter from showing other zones' modules
  return Array.isArray(modules) ? modulesForZones(modules, parseZoneIds(zoneId)) : [];
}

/** The fetcher of a getModulesKey key (the shell's start-up asks with it before the first render). */
export const fetchModulesOfKey = ([, zoneId]: ReturnType<typeof getModulesKey>) => fetchModules(zoneId);

/** Null key (no request) until a zone is stored. */
export function useModules() {
  const zoneId = useAtomValue(zoneIdAtom);
  const language = useLanguage();
  const hasZone = parseZoneIds(zoneId).length > 0;
  const swr = useSWR(hasZone ? getModulesKey(zoneId as string, language) : null, fetchModulesOfKey);
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate, hasZone };
}
