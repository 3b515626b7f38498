import type { Module, ModuleType } from '@storefront/contract';

// Modules (spec: discovery-and-modules §4 module picker; §9 module types).

/** The English label of a module type (a message key: 'Food', 'Grocery', ...). */
export const MODULE_TYPE_LABELS: Readonly<Record<ModuleType, string>> = {
  food: 'Food',
  grocery: 'Grocery',
  pharmacy: 'Pharmacy',
  ecommerce: 'Ecommerce',
  parcel: 'Parcel',
};

/** A module as the zone filter reads it; `all_zone_service` is the platform's "serves every zone" flag. */
export type ZonedModule = Pick<Module, 'zones'> & { all_zone_service?: number | boolean | null };

/**
 * The modules serving one of the visitor's zones (reference: "/module with the
 * zone header lists only modules serving that zone"). A module serves a zone
 * when it serves every zone (all_zone_service) or its `zones` list holds the
 * zone. A module that sends no zones list serves none: the list is what proves
 * a zone is served, so a response the server did not filter (a cache, an old
 * server) cannot show a module that delivers elsewhere. No zone ids, no modules.
 */
export function modulesForZones<M extends ZonedModule>(modules: readonly M[] | null | undefined, zoneIds: readonly number[]): M[] {
  if (zoneIds.length === 0) return [];
  const wanted = new Set(zoneIds.map(Number));
  return (modules ?? []).filter(
    (module) =>
      Boolean(module) &&
      typeof module === 'object' &&
      (Boolean(Number(module.all_zone_service)) ||
        (Array.isArray(module.zones) && module.zones.some((zone) => wanted.has(Number(zone?.id))))),
  );
}
