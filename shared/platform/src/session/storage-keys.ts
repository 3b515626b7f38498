/** Browser storage keys, named exactly as the spec names them. */
export const STORAGE_KEYS = {
  token: 'token',
  guestId: 'guest_id',
  zoneId: 'zoneid',
  currentLatLng: 'currentLatLng',
  location: 'location',
  module: 'module',
  language: 'language-setting',
  searchedValues: 'searchedValues',
  settings: 'settings',
  country: 'country',
} as const;
