import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { truncate } from '@storefront/domain';
import { emit, locationAtom } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';

/** Addresses are long; the navbar shows the start of it and the full text on hover. */
export const ADDRESS_MAX = 32;

/** Navbar: the delivery address; clicking it opens the pick-location modal. */
export function LocationButton() {
  const t = useT();
  const address = useAtomValue(locationAtom);
  return (
    <Button
      type="text"
      icon={<EnvironmentOutlined aria-hidden />}
      title={address ?? undefined}
      aria-label={address ? t('Delivery location: {address}', { address }) : t('Set delivery location')}
      onClick={() => emit({ type: 'location/pick' })}
      style={{ maxWidth: '100%' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {address ? truncate(address, ADDRESS_MAX) : t('Set delivery location')}
      </span>
      <DownOutlined aria-hidden style={{ fontSize: 10 }} />
    </Button>
  );
}
