import type { Address } from '@storefront/contract';
import { EnvironmentOutlined, HomeOutlined, ShopOutlined } from '@ant-design/icons';
import { useT } from '../../../i18n';

/** How an address names its kind: Home, Office, Other (translated), or the customer's own label. */
export function useAddressTypeName() {
  const t = useT();
  return (address: Pick<Address, 'address_type' | 'address_label'>) => {
    if (address.address_label) return address.address_label;
    if (address.address_type === 'home') return t('Home');
    if (address.address_type === 'office') return t('Office');
    if (address.address_type === 'other') return t('Other');
    return address.address_type;
  };
}

export function AddressTypeIcon({ type }: { type: string }) {
  if (type === 'home') return <HomeOutlined aria-hidden />;
  if (type === 'office') return <ShopOutlined aria-hidden />;
  return <EnvironmentOutlined aria-hidden />;
}
