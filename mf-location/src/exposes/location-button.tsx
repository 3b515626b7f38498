import '../i18n';
import { LocationButton } from '../features/location-button/components/location-button';

/** `mf_location/LocationButton`: the navbar's delivery address. */
export default function LocationButtonExpose() {
  return <LocationButton />;
}
