import type { DeliveryAddressesProps } from '@storefront/contract';
import { testAddress } from './checkout-backend';

/**
 * Stands in for mf_account/DeliveryAddresses (another team's remote, loaded
 * at run time): it shows the order type it was given and picks the test
 * address, as a visitor choosing a saved address or filling the guest card would.
 */
export function FakeDeliveryAddresses({ orderType, value, onChange }: DeliveryAddressesProps) {
  return (
    <section aria-label="Delivery Addresses">
      <p>Panel for {orderType}</p>
      <button type="button" onClick={() => onChange(testAddress)}>
        Use the test address
      </button>
      {value ? <p>Chosen: {value.address}</p> : null}
    </section>
  );
}
