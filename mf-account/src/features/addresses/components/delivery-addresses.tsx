import type { Address, DeliveryAddressesProps } from '@storefront/contract';
import {
  currentLatLngAtom,
  emit,
  isSignedInAtom,
  locationAtom,
  toast,
  TooltipOnIntent,
  Typography,
  zoneIdsAtom,
  Skeleton,
} from '@storefront/platform';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useT } from '../../../i18n';
import { Alert, Card } from 'antd-on-intent';
import { Button, Flex } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
import { servesAddress, useSavedAddresses } from '../api/addresses';
import { guestAddress, readGuestContact, writeGuestContact, type GuestContact } from '../utils/guest-contact';
import { AddressModal } from './address-modal';
import { AddressTypeIcon, useAddressTypeName } from './address-type';
import { GuestContactModal } from './guest-contact-modal';
import { SavedAddressesModal } from './saved-addresses-modal';

/**
 * The Delivery Addresses panel of the checkout (spec: shopping-core §2, §4 Addresses):
 * a customer picks one of the saved addresses inside the store's zone (or adds one);
 * a guest fills the contact card, the address being the stored location.
 */
export function DeliveryAddresses(props: DeliveryAddressesProps) {
  const t = useT();
  const isSignedIn = useAtomValue(isSignedInAtom);
  const showHeader = !props.embedded && props.orderType !== 'take_away';
  return (
    <section aria-label={t('Delivery Addresses')}>
      {showHeader ? (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('Delivery Addresses')}
        </Typography.Title>
      ) : null}
      {isSignedIn ? <CustomerAddresses {...props} /> : <GuestAddress {...props} />}
    </section>
  );
}

function AddressSummary({ address }: { address: Address }) {
  const typeName = useAddressTypeName();
  return (
    <span style={{ minWidth: 0 }}>
      <strong style={{ display: 'block' }}>
        <AddressTypeIcon type={address.address_type} /> {typeName(address)}
      </strong>
      <Typography.Text type="secondary">
        <bdi>{address.address}</bdi>
      </Typography.Text>
    </span>
  );
}

function CustomerAddresses({ storeZoneId, value, onChange }: DeliveryAddressesProps) {
  const t = useT();
  const { data, error, isLoading, mutate } = useSavedAddresses();
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const [choosing, setChoosing] = useState(false);
  const report = useEffectEvent((address: Address) => onChange(address));
  const addresses = data?.addresses ?? [];

  // With nothing chosen yet, the first saved address the store serves is the default.
  useEffect(() => {
    if (value || !data) return;
    const first = data.addresses.find((address) => servesAddress(address, storeZoneId));
    if (first) report(first);
  }, [data, value, storeZoneId]);

  const afterSave = async (id: number | undefined) => {
    const fresh = await mutate();
    // an edited selection is replaced by its new version
    if (id === undefined || value?.id !== id) return;
    const updated = fresh?.addresses.find((address) => address.id === id);
    // moved out of the store's zone, it is no longer the selection (the first one inside takes its place)
    if (updated) onChange(servesAddress(updated, storeZoneId) ? updated : null);
  };

  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('Could not load your saved addresses.')}
        action={<Button onClick={() => void mutate()}>{t('Retry')}</Button>}
      />
    );
  }

  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('Add New Address')}
        </Button>
      </Flex>
      <Card size="small">
        {value ? (
          <Flex justify="space-between" align="flex-start" gap={8}>
            <AddressSummary address={value} />
            <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={t('Edit address')} onClick={() => setEditing(value)} />
          </Flex>
        ) : (
          <Typography.Text type="secondary">
            {addresses.length === 0 ? t('No saved addresses found to select.') : t('Select a delivery address')}
          </Typography.Text>
        )}
      </Card>
      <Button type="link" style={{ alignSelf: 'flex-start', paddingInline: 0 }} onClick={() => setChoosing(true)}>
        {t('View Saved Address')}
      </Button>
      <SavedAddressesModal
        open={choosing}
        addresses={addresses}
        storeZoneId={storeZoneId}
        selectedId={value?.id ?? null}
        onClose={() => setChoosing(false)}
        onAdd={() => {
          setChoosing(false);
          setEditing(null);
        }}
        onSelect={(address) => {
          setChoosing(false);
          onChange(address);
          toast('success', t('New delivery address selected.'));
        }}
      />
      <AddressModal
        mode="customer"
        open={editing !== undefined}
        address={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={afterSave}
      />
    </Flex>
  );
}

function GuestAddress({ orderType, onChange }: DeliveryAddressesProps) {
  const t = useT();
  const location = useAtomValue(locationAtom);
  const latLng = useAtomValue(currentLatLngAtom);
  const zoneIds = useAtomValue(zoneIdsAtom);
  const [contact, setContact] = useState<GuestContact | null>(readGuestContact);
  const [editing, setEditing] = useState<'address' | 'contact' | null>(null);
  const report = useEffectEvent((address: Address) => onChange(address));
  const zoneKey = zoneIds.join(',');
  const takeAway = orderType === 'take_away';

  // The guest's address follows the kept contact and the stored location.
  useEffect(() => {
    if (!contact) return;
    report(guestAddress(contact, location, latLng, zoneKey ? zoneKey.split(',').map(Number) : []));
  }, [contact, location, latLng, zoneKey]);

  const save = (next: GuestContact) => {
    writeGuestContact(next);
    setContact(next);
  };
  const needsAddress = !takeAway && !(location && latLng);

  return (
    <Flex vertical gap={8}>
      <Card size="small" title={t('Contact info')} aria-live="polite">
        <Flex justify="space-between" align="flex-start" gap={8}>
          {contact ? (
            <span style={{ minWidth: 0 }}>
              <strong style={{ display: 'block' }}>{contact.contact_person_name}</strong>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {contact.contact_person_number}
              </Typography.Text>
              {contact.contact_person_email ? (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {contact.contact_person_email}
                </Typography.Text>
              ) : null}
            </span>
          ) : (
            <Typography.Text type="secondary">{t('No Contact Info Added')}</Typography.Text>
          )}
          <TooltipOnIntent title={contact ? undefined : t('Please enter your contact info')}>
            <Button
              type="text"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('Edit contact info')}
              onClick={() => setEditing(takeAway ? 'contact' : 'address')}
            />
          </TooltipOnIntent>
        </Flex>
      </Card>
      {takeAway ? null : (
        <Card size="small" title={t('Delivery address')}>
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text type={needsAddress ? 'secondary' : undefined}>
              {needsAddress ? t('No location chosen yet') : location}
            </Typography.Text>
            <TooltipOnIntent title={needsAddress ? t('Please add your delivery address') : undefined}>
              <Button onClick={() => emit({ type: 'location/pick' })}>{t('Change location')}</Button>
            </TooltipOnIntent>
          </Flex>
        </Card>
      )}
      <Button
        type="link"
        style={{ alignSelf: 'flex-start', paddingInline: 0 }}
        onClick={() => toast('warning', t('To select from saved addresses, you need to sign in.'))}
      >
        {t('View Saved Address')}
      </Button>
      <GuestContactModal
        open={editing === 'contact'}
        contact={contact}
        onClose={() => setEditing(null)}
        onSave={(fields) => save({ ...(contact ?? {}), ...fields })}
      />
      <AddressModal mode="guest" open={editing === 'address'} address={contact} onClose={() => setEditing(null)} onSaved={save} />
    </Flex>
  );
}
