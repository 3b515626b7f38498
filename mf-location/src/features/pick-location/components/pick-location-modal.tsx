import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { LatLng, PlacePrediction, StoredLocation } from '@storefront/contract';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  currentLatLngAtom,
  emit,
  getMapsApiKey,
  locationAtom,
  toast,
  useBusEvent,
  zoneIdAtom,
} from '@storefront/platform';
import { useT } from '../../../i18n';
import { Alert, Button, Flex, Modal, Skeleton, Spin, Typography } from 'antd';
import { useSetAtom } from 'jotai';
import { Suspense, lazy, useRef, useState } from 'react';
import { fetchAddressAt } from '../api/get-geocode';
import { fetchPlaceDetails } from '../api/get-place-details';
import { useZone } from '../api/get-zone-id';
import { PositionError, useCurrentPosition } from '../hooks/use-current-position';
import { LocationPermissionDialog } from './location-permission-dialog';
import { PlaceSearch } from './place-search';

// The maps SDK wrapper is only downloaded when a maps key is configured.
const LocationMap = lazy(() => import('./location-map'));

interface Candidate {
  address: string;
  latLng: LatLng;
}

const asApiError = (cause: unknown) => (cause instanceof ApiError ? cause : new ApiError(0, NETWORK_ERROR_MESSAGE));

/**
 * The pick-location modal, opened by `location/pick`. A point comes from a
 * search prediction, the device position or the map; its zone is looked up;
 * 'Pick Locations' saves address, coordinates and zone ids and tells everyone.
 */
export function PickLocationModal() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [fromReceiver, setFromReceiver] = useState(false);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [resolving, setResolving] = useState(false);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const [permissionDenied, setPermissionDenied] = useState(false);
  const attempt = useRef(0);
  const setLocation = useSetAtom(locationAtom);
  const setLatLng = useSetAtom(currentLatLngAtom);
  const setZoneId = useSetAtom(zoneIdAtom);
  const currentPosition = useCurrentPosition();
  const zone = useZone(candidate?.latLng ?? null);
  const mapsApiKey = getMapsApiKey();

  useBusEvent('location/pick', (event) => {
    attempt.current += 1;
    setFromReceiver(Boolean(event.fromReceiver));
    setCandidate(null);
    setResolveError(null);
    setResolving(false);
    setOpen(true);
  });

  const close = () => {
    attempt.current += 1; // answers still on their way are ignored
    setOpen(false);
  };

  /** Runs one way of finding the point; only the latest attempt may set it. */
  const resolve = async (find: () => Promise<Candidate>) => {
    const mine = ++attempt.current;
    setResolving(true);
    setResolveError(null);
    try {
      const found = await find();
      if (mine === attempt.current) setCandidate(found);
    } catch (cause) {
      if (mine !== attempt.current) return;
      if (cause instanceof PositionError) {
        if (cause.reason === 'denied') setPermissionDenied(true);
        else
          setResolveError(
            cause.reason === 'unsupported' ? 'Your browser cannot detect your location.' : 'Could not detect your current location.',
          );
      } else {
        setResolveError(asApiError(cause).message);
      }
    } finally {
      if (mine === attempt.current) setResolving(false);
    }
  };

  const choosePrediction = (prediction: PlacePrediction) =>
    resolve(async () => {
      const details = await fetchPlaceDetails(prediction.place_id);
      return { address: prediction.description || details.address || '', latLng: details.latLng };
    });

  const choosePoint = (latLng: LatLng) => resolve(async () => ({ address: await fetchAddressAt(latLng), latLng }));

  const locateDevice = () =>
    resolve(async () => {
      const latLng = await currentPosition();
      return { address: await fetchAddressAt(latLng), latLng };
    });

  const confirm = () => {
    if (!candidate || !zone.data) return;
    const location: StoredLocation = { address: candidate.address, latLng: candidate.latLng, zoneIds: zone.data.zoneIds };
    if (fromReceiver) {
      // A parcel receiver's place: handed back to the requester, never saved as the visitor's own.
      emit({ type: 'location/receiver-picked', location });
    } else {
      setLocation(candidate.address);
      setLatLng(candidate.latLng);
      setZoneId(zone.data.zoneId);
      emit({ type: 'location/changed', location });
    }
    toast('success', t('New location has been set.'));
    close();
  };

  const zoneLoading = Boolean(candidate) && zone.isLoading;
  const footer = zone.error ? (
    // Spec: a failed zone lookup turns the button into an error button that closes the modal.
    <Button danger block size="large" onClick={close}>
      {t(zone.error.message)}
    </Button>
  ) : (
    <Button
      type="primary"
      block
      size="large"
      disabled={!candidate || resolving || zoneLoading || !zone.data}
      loading={zoneLoading}
      onClick={confirm}
    >
      {t('Pick Locations')}
    </Button>
  );

  return (
    <>
      <Modal open={open} title={t('Pick your location')} onCancel={close} footer={footer} width={600} destroyOnHidden>
        <Flex vertical gap={12}>
          <Flex gap={8} align="center">
            <div style={{ flex: 1, minWidth: 0 }}>
              <PlaceSearch onChoose={choosePrediction} />
            </div>
            <Button size="large" icon={<AimOutlined aria-hidden />} onClick={locateDevice} disabled={resolving}>
              {t('Use current location')}
            </Button>
          </Flex>
          {mapsApiKey ? (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
              <LocationMap apiKey={mapsApiKey} focus={candidate?.latLng ?? null} onMove={choosePoint} />
            </Suspense>
          ) : null}
          <ChosenAddress candidate={candidate} resolving={resolving} />
          {resolveError ? <Alert type="error" showIcon title={t(resolveError)} /> : null}
        </Flex>
      </Modal>
      <LocationPermissionDialog open={permissionDenied} onClose={() => setPermissionDenied(false)} />
    </>
  );
}

function ChosenAddress({ candidate, resolving }: { candidate: Candidate | null; resolving: boolean }) {
  const t = useT();
  return (
    <section aria-label={t('Selected address')} aria-live="polite" style={{ minHeight: 48 }}>
      {resolving ? (
        <Flex align="center" gap={8}>
          <Spin size="small" /> <Typography.Text type="secondary">{t('Finding the address...')}</Typography.Text>
        </Flex>
      ) : candidate ? (
        <Flex align="start" gap={8}>
          <EnvironmentOutlined aria-hidden style={{ marginTop: 4 }} />
          <Typography.Text strong>{candidate.address}</Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('Search for your address or use your current location.')}</Typography.Text>
      )}
    </section>
  );
}
