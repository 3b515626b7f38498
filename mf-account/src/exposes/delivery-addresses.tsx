import type { DeliveryAddressesProps } from '@storefront/contract';
import '../i18n';
import { DeliveryAddresses } from '../features/addresses/components/delivery-addresses';

/** `mf_account/DeliveryAddresses`: the checkout's Delivery Addresses panel (saved addresses or the guest's contact). */
export default function DeliveryAddressesExpose(props: DeliveryAddressesProps) {
  return <DeliveryAddresses {...props} />;
}
