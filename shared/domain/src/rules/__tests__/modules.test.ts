import {
  MODULE_TYPE_LABELS,
  MODULE_TYPES,
  autoSelectedModule,
  isEcommerceModule,
  isFoodModule,
  isModuleType,
  isParcelModule,
  itemNameLimit,
  modulesForZones,
} from '../modules';
import type { Module } from '@storefront/contract';

const food: Module = { id: 1, module_name: 'Food', module_type: 'food', zones: [{ id: 1 }, { id: 2 }] };
const grocery: Module = { id: 2, module_name: 'Grocery', module_type: 'grocery', zones: [{ id: 3 }] };
const parcel: Module = { id: 3, module_name: 'Parcel', module_type: 'parcel', zones: [] };
const pharmacy: Module = { id: 4, module_name: 'Pharmacy', module_type: 'pharmacy' };

describe('modules for the saved zones', () => {
  it('keeps the modules whose zones include one of the zone ids', () => {
    expect(modulesForZones([food, grocery, parcel], [2])).toEqual([food]);
    expect(modulesForZones([food, grocery, parcel], [3, 1])).toEqual([food, grocery]);
    expect(modulesForZones([food, grocery], [9])).toEqual([]);
  });

  it('keeps nothing without zone ids', () => {
    expect(modulesForZones([food, grocery], [])).toEqual([]);
  });

  it('keeps a module whose zones the API did not list (already filtered by the zoneid header)', () => {
    expect(modulesForZones([pharmacy, parcel], [1])).toEqual([pharmacy]);
    expect(modulesForZones(undefined, [1])).toEqual([]);
  });

  it('auto-selects only when there is exactly one', () => {
    expect(autoSelectedModule([food])).toBe(food);
    expect(autoSelectedModule([food, grocery])).toBeNull();
    expect(autoSelectedModule([])).toBeNull();
  });
});

describe('module types', () => {
  it('are the five of the spec, each with a label', () => {
    expect(MODULE_TYPES).toEqual(['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel']);
    for (const type of MODULE_TYPES) expect(MODULE_TYPE_LABELS[type]).toMatch(/^[A-Z]/);
  });

  it('are recognised from a module or a type string', () => {
    expect(isModuleType('grocery')).toBe(true);
    expect(isModuleType('rental')).toBe(false);
    expect(isModuleType(3)).toBe(false);
    expect(isFoodModule(food)).toBe(true);
    expect(isFoodModule('grocery')).toBe(false);
    expect(isParcelModule(parcel)).toBe(true);
    expect(isEcommerceModule('ecommerce')).toBe(true);
    expect(isFoodModule(null)).toBe(false);
  });

  it('cut item names to 25 characters outside the food module', () => {
    expect(itemNameLimit('grocery')).toBe(25);
    expect(itemNameLimit(food)).toBeUndefined();
  });
});
