import '../i18n';
import type { LocationMapProps } from '@storefront/contract';
import LocationMap from '../features/map/components/location-map';

/** `mf_location/LocationMap`: Google Maps with a run-time key, else the offline map of the API's zones and places. */
export default function LocationMapExpose(props: LocationMapProps) {
  return <LocationMap {...props} />;
}
