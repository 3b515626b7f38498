import { EnvironmentOutlined, HomeOutlined, ShopOutlined } from '@ant-design/icons';
import type { Address } from '@storefront/contract';
import { Button, Flex } from 'antd';
import { useT } from '../../../i18n';
import { addressLatLng, useSavedAddresses } from '../api/get-saved-addresses';
import { Typography } from '@storefront/platform';

const icons: Record<string, typeof HomeOutlined> = { home: HomeOutlined, office: ShopOutlined };

/** The label of an address type the customer gave no label of their own; an unknown type shows as the API wrote it. */
function typeLabel(type: string, t: (text: string) => string): string {
  const labels: Record<string, string> = { home: t('home'), office: t('office'), other: t('other') };
  return labels[type] ?? type;
}

export interface SavedAddressesProps {
  onChoose: (address: Address) => void;
  disabled?: boolean;
}

/** A signed-in customer's saved addresses in the pick-location modal: one click makes one the delivery location. */
export function SavedAddresses({ onChoose, disabled }: SavedAddressesProps) {
  const t = useT();
  const { data } = useSavedAddresses();
  const addresses = (data?.addresses ?? []).filter((address) => addressLatLng(address));
  if (addresses.length === 0) return null;
  return (
    <section aria-label={t('Saved addresses')}>
      <Typography.Text type="secondary">{t('Saved addresses')}</Typography.Text>
      <Flex vertical gap={4} style={{ marginTop: 4, maxHeight: 168, overflowY: 'auto' }}>
        {addresses.map((address) => {
          const Icon = icons[address.address_type] ?? EnvironmentOutlined;
          const label = address.address_label || typeLabel(address.address_type, t);
          return (
            <Button
              key={address.id ?? address.address}
              block
              disabled={disabled}
              onClick={() => onChoose(address)}
              style={{ height: 'auto', justifyContent: 'flex-start', textAlign: 'start', whiteSpace: 'normal', padding: '6px 12px' }}
              icon={<Icon aria-hidden />}
            >
              <span>
                <strong>{label}</strong> · <bdi>{address.address}</bdi>
              </span>
            </Button>
          );
        })}
      </Flex>
    </section>
  );
}
