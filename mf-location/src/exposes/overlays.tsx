import '../i18n';
import { PickLocationModal } from '../features/pick-location/components/pick-location-modal';

/** `mf_location/Overlays`: the pick-location modal, mounted once by the shell and opened by `location/pick`. */
export default function LocationOverlays() {
  return <PickLocationModal />;
}
