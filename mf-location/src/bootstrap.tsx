import './i18n';
import { startStandalone } from '@storefront/platform';
import { Layout } from 'antd-on-intent';
import LocationButton from './exposes/location-button';
import LocationOverlays from './exposes/overlays';

/** Standalone harness: the team runs mf-location alone, against the API, as the shell would place it. */
void startStandalone(
  <>
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
        <LocationButton />
      </Layout.Header>
    </Layout>
    <LocationOverlays />
  </>,
);
