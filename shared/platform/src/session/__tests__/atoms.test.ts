import {
  currentLatLngAtom,
  guestIdAtom,
  hasLocationAtom,
  isSignedInAtom,
  languageAtom,
  locationAtom,
  moduleAtom,
  parseZoneIds,
  resetSessionStore,
  getSessionStore,
  serializeZoneIds,
  tokenAtom,
  zoneIdAtom,
  zoneIdsAtom,
} from '../atoms';
import { STORAGE_KEYS } from '../storage-keys';
import { jsonStorage, rawStringStorage } from '../storage';

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
});

/** Atoms read storage when their module loads, so reading stored values is a fresh page load. */
function freshPageLoad(): typeof import('../atoms') {
  let atoms!: typeof import('../atoms');
  jest.isolateModules(() => {
    atoms = require('../atoms');
  });
  atoms.resetSessionStore();
  return atoms;
}

describe('resetSessionStore', () => {
  it('gives the fresh store what browser storage holds now, as a page load would', () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('zoneid', '[2,3]');
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 1.5, lng: 2.5 }));
    localStorage.setItem('module', '{corrupt');
    const store = resetSessionStore();
    expect(store.get(tokenAtom)).toBe('tok-1');
    expect(store.get(zoneIdsAtom)).toEqual([2, 3]);
    expect(store.get(currentLatLngAtom)).toEqual({ lat: 1.5, lng: 2.5 });
    expect(store.get(moduleAtom)).toBeNull();
  });
});

describe('storage keys', () => {
  it('are exactly the spec keys', () => {
    expect(STORAGE_KEYS).toMatchObject({
      token: 'token',
      guestId: 'guest_id',
      zoneId: 'zoneid',
      currentLatLng: 'currentLatLng',
      location: 'location',
      module: 'module',
      language: 'language-setting',
    });
  });

  it('are where the atoms write', () => {
    const store = getSessionStore();
    store.set(tokenAtom, 'tok');
    store.set(guestIdAtom, '42');
    store.set(zoneIdAtom, '[1,3]');
    store.set(currentLatLngAtom, { lat: 1.25, lng: -2.5 });
    store.set(locationAtom, 'Road 1, Dhaka');
    store.set(moduleAtom, { id: 3, module_name: 'Pharmacy', module_type: 'pharmacy' });
    store.set(languageAtom, 'ar');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('guest_id')).toBe('42');
    expect(localStorage.getItem('zoneid')).toBe('[1,3]');
    expect(localStorage.getItem('location')).toBe('Road 1, Dhaka');
    expect(localStorage.getItem('language-setting')).toBe('ar');
    expect(JSON.parse(localStorage.getItem('currentLatLng')!)).toEqual({ lat: 1.25, lng: -2.5 });
    expect(JSON.parse(localStorage.getItem('module')!)).toEqual({ id: 3, module_name: 'Pharmacy', module_type: 'pharmacy' });
  });
});

describe('raw strings', () => {
  it('are stored as they are, not as JSON', () => {
    const store = getSessionStore();
    store.set(tokenAtom, 'abc.def');
    store.set(locationAtom, 'Gulshan "2"');
    expect(localStorage.getItem('token')).toBe('abc.def');
    expect(localStorage.getItem('location')).toBe('Gulshan "2"');
  });

  it('are removed when set to null or empty', () => {
    const store = getSessionStore();
    store.set(tokenAtom, 'abc');
    store.set(tokenAtom, null);
    expect(localStorage.getItem('token')).toBeNull();
    store.set(guestIdAtom, '9');
    store.set(guestIdAtom, '');
    expect(localStorage.getItem('guest_id')).toBeNull();
  });

  it('are read back as they were stored on the next page load', () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('guest_id', '77');
    localStorage.setItem('location', 'Banani');
    localStorage.setItem('zoneid', '[2,4]');
    const atoms = freshPageLoad();
    const store = atoms.getSessionStore();
    expect(store.get(atoms.tokenAtom)).toBe('stored');
    expect(store.get(atoms.guestIdAtom)).toBe('77');
    expect(store.get(atoms.isSignedInAtom)).toBe(true);
    expect(store.get(atoms.zoneIdsAtom)).toEqual([2, 4]);
    expect(store.get(atoms.hasLocationAtom)).toBe(true);
  });
});

describe('corrupt JSON', () => {
  it('reads as the default instead of throwing', () => {
    localStorage.setItem('module', '{not json');
    localStorage.setItem('currentLatLng', 'undefined');
    const atoms = freshPageLoad();
    const store = atoms.getSessionStore();
    expect(store.get(atoms.moduleAtom)).toBeNull();
    expect(store.get(atoms.currentLatLngAtom)).toBeNull();
    expect(store.get(atoms.searchedValuesAtom)).toEqual([]);
  });

  it('reads as the default through the storage helper too', () => {
    localStorage.setItem('x', '[1,');
    expect(jsonStorage<number[]>().getItem('x', [])).toEqual([]);
    expect(rawStringStorage.getItem('missing', null)).toBeNull();
  });
});

describe('derived atoms', () => {
  it('know whether the visitor is signed in and has a location', () => {
    const store = getSessionStore();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(hasLocationAtom)).toBe(false);
    store.set(tokenAtom, 't');
    store.set(locationAtom, 'Somewhere');
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(hasLocationAtom)).toBe(false); // no zone yet
    store.set(zoneIdAtom, '[1]');
    expect(store.get(zoneIdsAtom)).toEqual([1]);
    expect(store.get(hasLocationAtom)).toBe(true);
    store.set(zoneIdAtom, 'undefined');
    expect(store.get(hasLocationAtom)).toBe(false);
  });

  it('reset to a fresh store', () => {
    getSessionStore().set(tokenAtom, 't');
    localStorage.clear(); // a new page over empty storage
    const fresh = resetSessionStore();
    expect(getSessionStore()).toBe(fresh);
    expect(fresh.get(isSignedInAtom)).toBe(false);
  });
});

describe('parseZoneIds', () => {
  it('reads the JSON array string the platform stores', () => {
    expect(parseZoneIds('[1]')).toEqual([1]);
    expect(parseZoneIds('[3,1]')).toEqual([3, 1]);
    expect(parseZoneIds('["2", 5]')).toEqual([2, 5]);
    expect(parseZoneIds('4')).toEqual([4]);
  });

  it('reads anything malformed as no zones', () => {
    for (const raw of [null, undefined, '', 'undefined', 'null', 'NaN', '[abc', '[]', '{}', '[0,-1,1.5]', '[true]', 'true', '["x"]']) {
      expect(parseZoneIds(raw)).toEqual([]);
    }
  });

  it('keeps the good ids of a partly bad list', () => {
    expect(parseZoneIds('[1,"x",null,3]')).toEqual([1, 3]);
  });

  it('round-trips with serializeZoneIds', () => {
    expect(serializeZoneIds([3, 1])).toBe('[3,1]');
    expect(parseZoneIds(serializeZoneIds([3, 1]))).toEqual([3, 1]);
  });
});
