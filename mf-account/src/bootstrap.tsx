import { routes, routePatterns } from '@storefront/contract';
import './i18n';
import type { Address, OrderType } from '@storefront/contract';
import { startStandalone, zoneIdsAtom } from '@storefront/platform';
import { Layout } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import DeliveryAddresses from './exposes/delivery-addresses';
import ProfileMenu from './exposes/profile-menu';
import AccountRoutes from './exposes/routes';
import { useT } from './i18n';
import { Radio } from 'antd-on-intent';

/** The checkout's Delivery Addresses panel as the checkout places it, for the stored location's zone. */
function DeliveryAddressesHarness() {
  const t = useT();
  const zoneIds = useAtomValue(zoneIdsAtom);
  const [orderType, setOrderType] = useState<OrderType>('delivery');
  const [address, setAddress] = useState<Address | null>(null);
  return (
    <div style={{ maxWidth: 520, margin: '24px auto', padding: '0 16px' }}>
      <Radio.Group
        aria-label={t('Order type')}
        optionType="button"
        value={orderType}
        onChange={(event) => setOrderType(event.target.value as OrderType)}
        options={[
          { value: 'delivery', label: t('Home Delivery') },
          { value: 'take_away', label: t('Take Away') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <DeliveryAddresses storeZoneId={zoneIds[0] ?? null} orderType={orderType} value={address} onChange={setAddress} />
    </div>
  );
}

function DeliveryAddressesLinkText() {
  const t = useT();
  return <>{t('Delivery Addresses')}</>;
}

/** Standalone harness: the team runs mf-account alone, against the API, under the path the shell gives it. */
void startStandalone(
  <Layout>
    <Layout.Header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16 }}>
      <Link to="/delivery-addresses" style={{ color: 'inherit' }}>
        <DeliveryAddressesLinkText />
      </Link>
      <ProfileMenu />
    </Layout.Header>
    <Layout.Content>
      <Routes>
        <Route path={`/${routePatterns.auth}`} element={<AccountRoutes />} />
        <Route path="/delivery-addresses" element={<DeliveryAddressesHarness />} />
        <Route path="*" element={<Navigate to={routes.signIn()} replace />} />
      </Routes>
    </Layout.Content>
  </Layout>,
);
