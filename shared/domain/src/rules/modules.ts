import { TRUNCATE } from '../format/text';
import type { Module, ModuleType } from '@storefront/contract';

// Modules (spec: discovery-and-modules §4 module picker; §9 module types).

export const MODULE_TYPES: readonly ModuleType[] = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'];

/** The English label of a module type (a message key: 'Food', 'Grocery', ...). */
export const MODULE_TYPE_LABELS: Readonly<Record<ModuleType, string>> = {
  food: 'Food',
  grocery: 'Grocery',
  pharmacy: 'Pharmacy',
  ecommerce: 'Ecommerce',
  parcel: 'Parcel',
};

export function isModuleType(value: unknown): value is ModuleType {
  return typeof value === 'string' && (MODULE_TYPES as readonly string[]).includes(value);
}

type HasType = { module_type?: ModuleType | string | null } | ModuleType | string | null | undefined;

function typeOf(value: HasType): string | undefined {
  if (value && typeof value === 'object') return value.module_type ?? undefined;
  return value ?? undefined;
}

export const isFoodModule = (value: HasType): boolean => typeOf(value) === 'food';
export const isParcelModule = (value: HasType): boolean => typeOf(value) === 'parcel';
export const isEcommerceModule = (value: HasType): boolean => typeOf(value) === 'ecommerce';

/**
 * Modules serving one of the zone ids. A module that lists no zones at all
 * (the field absent) was already filtered by the API through the zoneid
 * header and is kept; one with an empty list serves no zone.
 */
export function modulesForZones(modules: readonly Module[] | null | undefined, zoneIds: readonly number[]): Module[] {
  if (zoneIds.length === 0) return [];
  const wanted = new Set(zoneIds.map(Number));
  return (modules ?? []).filter((module) => {
    if (!Array.isArray(module.zones)) return true;
    return module.zones.some((zone) => wanted.has(Number(zone.id)));
  });
}

/** Exactly one module is chosen for the visitor; several open the picker. */
export function autoSelectedModule(modules: readonly Module[] | null | undefined): Module | null {
  return modules?.length === 1 ? modules[0] : null;
}

/** Item names are cut to 25 characters outside the food module. */
export function itemNameLimit(moduleType: HasType): number | undefined {
  return isFoodModule(moduleType) ? undefined : TRUNCATE.itemName;
}
