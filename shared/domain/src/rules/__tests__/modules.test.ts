import { modulesForZones, type ZonedModule } from '../modules.ts';

type Named = ZonedModule & { id: number };

const food: Named = { id: 1, zones: [{ id: 1 }, { id: 2 }] };
const grocery: Named = { id: 2, zones: [{ id: 3 }] };
const everywhere: Named = { id: 3, zones: [], all_zone_service: 1 };
const unlisted: Named = { id: 4 };
const nowhere: Named = { id: 5, zones: [], all_zone_service: 0 };

describe('modules serving one of the visitor’s zones', () => {
  it.each<[string, Named[] | null | undefined, number[], number[]]>([
    ['its zones include the zone', [food, grocery], [2], [1]],
    ['any of several zones', [food, grocery], [3, 1], [1, 2]],
    ['no module serves the zone', [food, grocery], [9], []],
    ['all_zone_service serves every zone', [grocery, everywhere], [9], [3]],
    ['a module that lists no zones serves none', [unlisted, nowhere, food], [1], [1]],
    ['no zone ids, no modules', [food, everywhere], [], []],
    ['no modules', undefined, [1], []],
  ])('%s', (_name, modules, zoneIds, ids) => {
    expect(modulesForZones(modules, zoneIds).map((module) => module.id)).toEqual(ids);
  });
});
