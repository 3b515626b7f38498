import '../i18n';
import { TrackingDrawer } from '../features/track-order/components/tracking-drawer';

/** `mf_parcel/Overlays`: the order tracking drawer; the shell mounts it on the first `order/track`. */
export default function ParcelOverlays() {
  return <TrackingDrawer />;
}
