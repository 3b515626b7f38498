import type { LatLng } from '@storefront/contract';
import { useCallback } from 'react';

/** The spec's geolocation decision time-out, with low accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 5000, maximumAge: 0 };

export type PositionFailure = 'denied' | 'unavailable' | 'unsupported';

export class PositionError extends Error {
  readonly reason: PositionFailure;
  constructor(reason: PositionFailure) {
    super(reason);
    this.name = 'PositionError';
    this.reason = reason;
  }
}

/** The device's position as a promise; a refused permission is told apart from other failures. */
export function useCurrentPosition(): () => Promise<LatLng> {
  return useCallback(
    () =>
      new Promise<LatLng>((resolve, reject) => {
        const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
        if (!geolocation?.getCurrentPosition) {
          reject(new PositionError('unsupported'));
          return;
        }
        geolocation.getCurrentPosition(
          (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
          (error) => reject(new PositionError(error.code === error.PERMISSION_DENIED || error.code === 1 ? 'denied' : 'unavailable')),
          GEOLOCATION_OPTIONS,
        );
      }),
    [],
  );
}
