import type { Address } from '@storefront/contract';
import { EmptyState, Typography } from '@storefront/platform';
import { PlusOutlined } from '@ant-design/icons';
import { useT } from '../../../i18n';
import { Button, Flex } from 'antd';
import { Modal, Radio } from 'antd-on-intent';
import { useState } from 'react';
import { servesAddress } from '../api/addresses';
import { LARGE_MODAL_WIDTH } from './address-modal';
import { AddressTypeIcon, useAddressTypeName } from './address-type';

export interface SavedAddressesModalProps {
  open: boolean;
  addresses: Address[];
  storeZoneId: number | null;
  selectedId: number | null;
  onClose: () => void;
  onSelect: (address: Address) => void;
  onAdd: () => void;
}

/**
 * Saved Addresses modal (spec: shopping-core §2, §4): the choice is held until Select;
 * addresses outside the store's zone are shown but cannot be chosen.
 */
export function SavedAddressesModal(props: SavedAddressesModalProps) {
  const t = useT();
  return (
    <Modal open={props.open} onCancel={props.onClose} title={t('Saved Addresses')} width={LARGE_MODAL_WIDTH} footer={null} destroyOnHidden>
      {props.open ? <SavedAddressesList {...props} /> : null}
    </Modal>
  );
}

function SavedAddressesList({ addresses, storeZoneId, selectedId, onClose, onSelect, onAdd }: SavedAddressesModalProps) {
  const t = useT();
  const typeName = useAddressTypeName();
  const [pending, setPending] = useState<number | null>(selectedId);

  if (addresses.length === 0) {
    return (
      <EmptyState
        title={t('Oops')}
        description={t('You don’t have any saved address yet. please save address to continue')}
        action={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {t('Add New Address')}
          </Button>
        }
      />
    );
  }

  const chosen = addresses.find((address) => address.id === pending && servesAddress(address, storeZoneId));
  return (
    <>
      <Radio.Group
        aria-label={t('Saved Addresses')}
        value={pending}
        onChange={(event) => setPending(event.target.value as number)}
        style={{ display: 'block', maxHeight: '40vh', overflowY: 'auto' }}
      >
        <Flex vertical gap={8}>
          {addresses.map((address) => {
            const served = servesAddress(address, storeZoneId);
            return (
              <Radio key={address.id} value={address.id} disabled={!served} style={{ alignItems: 'flex-start' }}>
                <span style={{ display: 'block' }}>
                  <strong>
                    <AddressTypeIcon type={address.address_type} /> {typeName(address)}
                  </strong>
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    <bdi>{address.address}</bdi>
                  </Typography.Text>
                  {served ? null : (
                    <Typography.Text type="warning" style={{ display: 'block' }}>
                      {t('This address is outside the store’s delivery zone.')}
                    </Typography.Text>
                  )}
                </span>
              </Radio>
            );
          })}
        </Flex>
      </Radio.Group>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="primary" disabled={!chosen} onClick={() => chosen && onSelect(chosen)}>
          {t('Select')}
        </Button>
      </Flex>
    </>
  );
}
