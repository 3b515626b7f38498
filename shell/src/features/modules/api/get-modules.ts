import type { Module } from '@storefront/contract';
import { parseZoneIds, request, useLanguage, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** The zoneid header filters on the server; the key holds it so a new zone refetches. */
export const getModulesKey = (zoneId: string, language: string) => ['modules', zoneId, language] as const;

/** Modules that serve one of the given zones (spec: filtered to the saved zone ids). */
export function modulesServingZones(modules: unknown, zoneIds: number[]): Module[] {
  if (!Array.isArray(modules)) return [];
  return modules.filter(
    (module): module is Module =>
      Boolean(module) &&
      typeof module === 'object' &&
      Array.isArray((module as Module).zones) &&
      (module as Module).zones!.some((zone) => zoneIds.includes(Number(zone?.id))),
  );
}

export const fetchModules = async (zoneId: string) => modulesServingZones(await request<Module[]>('module'), parseZoneIds(zoneId));

/** Null key (no request) until a zone is stored. */
export function useModules() {
  const zoneId = useAtomValue(zoneIdAtom);
  const language = useLanguage();
  const hasZone = parseZoneIds(zoneId).length > 0;
  const swr = useSWR(hasZone ? getModulesKey(zoneId as string, language) : null, ([, zone]) => fetchModules(zone));
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate, hasZone };
}
