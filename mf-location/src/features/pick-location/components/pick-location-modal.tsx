import { AimOutlined, EnvironmentOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { Address, LatLng, PlacePrediction, StoredLocation } from '@storefront/contract';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  currentLatLngAtom,
  isSignedInAtom,
  emit,
  locationAtom,
  toast,
  useBusEvent,
  useConfig,
  zoneIdAtom,
  Typography,
  Skeleton,
} from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button, Flex } from 'antd';
import { Alert, Modal, Spin } from 'antd-on-intent';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, lazy, useRef, useState } from 'react';
import { MAP_ZOOM } from '../../map/projection';
import { fetchAddressAt } from '../api/get-geocode';
import { fetchPlaceDetails } from '../api/get-place-details';
import { fetchZone, useZone } from '../api/get-zone-id';
import { addressLatLng } from '../../saved-addresses/api/get-saved-addresses';
import { SavedAddresses } from '../../saved-addresses/components/saved-addresses';
import { PositionError, useCurrentPosition } from '../hooks/use-current-position';
import { LocationPermissionDialog } from './location-permission-dialog';
import { PlaceSearch } from './place-search';

// The map (Google with a run-time key, else the offline one) is downloaded when the modal opens.
const LocationMap = lazy(() => import('../../map/components/location-map'));

/** Who opened the modal decides what a confirmed point does (spec: shopping-core §4 Location). */
type Purpose = 'receiver' | 'parcel' | 'store' | 'delivery';

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
  const [purpose, setPurpose] = useState<Purpose>('delivery');
  const [fullscreen, setFullscreen] = useState(false);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [resolving, setResolving] = useState(false);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const [permissionDenied, setPermissionDenied] = useState(false);
  const attempt = useRef(0);
  const setLocation = useSetAtom(locationAtom);
  const setLatLng = useSetAtom(currentLatLngAtom);
  const setZoneId = useSetAtom(zoneIdAtom);
  const storedLatLng = useAtomValue(currentLatLngAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const { data: config } = useConfig();
  const currentPosition = useCurrentPosition();
  const zone = useZone(candidate?.latLng ?? null);
  const defaultLat = Number(config?.default_location?.lat);
  const defaultLng = Number(config?.default_location?.lng);
  const mapCenter: LatLng | null =
    candidate?.latLng ??
    storedLatLng ??
    (Number.isFinite(defaultLat) && Number.isFinite(defaultLng) && config ? { lat: defaultLat, lng: defaultLng } : null);

  useBusEvent('location/pick', (event) => {
    attempt.current += 1;
    setPurpose(event.fromReceiver ? 'receiver' : (event.purpose ?? 'delivery'));
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
    if (purpose === 'receiver') {
      // A parcel receiver's place: handed back to the requester, never saved as the visitor's own.
      emit({ type: 'location/receiver-picked', location });
      toast('success', t('New location has been set.'));
    } else if (purpose === 'parcel') {
      emit({ type: 'location/receiver-picked', location });
    } else if (purpose === 'delivery') {
      save(location, zone.data.zoneId);
      toast('success', t('New location has been set.'));
    }
    close();
  };

  /** Stores location, coordinates and zone ids; the shell then offers the module picker and goes to /home. */
  const save = (location: StoredLocation, zoneId: string) => {
    setLocation(location.address);
    setLatLng(location.latLng);
    setZoneId(zoneId);
    emit({ type: 'location/changed', location });
  };

  /** A saved address becomes the delivery location at once (its zone looked up again: zones change). */
  const chooseSavedAddress = (address: Address) =>
    resolve(async () => {
      const latLng = addressLatLng(address)!;
      const found = await fetchZone(latLng);
      save({ address: address.address, latLng, zoneIds: found.zoneIds }, found.zoneId);
      toast('success', t('New delivery address selected.'));
      close();
      return { address: address.address, latLng };
    });

  /** The error button: any zone id a lookup did give is kept, then the modal closes. */
  const dismissZoneError = () => {
    if (candidate && zone.data && purpose === 'delivery') {
      save({ address: candidate.address, latLng: candidate.latLng, zoneIds: zone.data.zoneIds }, zone.data.zoneId);
    }
    close();
  };

  const zoneLoading = Boolean(candidate) && zone.isLoading;
  const footer = zone.error ? (
    // Spec: a failed zone lookup turns the button into an error button that closes the modal.
    <Button danger type="primary" block size="large" onClick={dismissZoneError}>
      {t(zone.error.message)}
    </Button>
  ) : (
    <Button
      type="primary"
      block
      size="large"
      disabled={!candidate?.address || resolving || zoneLoading || !zone.data}
      loading={zoneLoading}
      onClick={confirm}
    >
      {t('Pick Locations')}
    </Button>
  );

  const mapHeight = fullscreen ? 'calc(100vh - 300px)' : 320;
  return (
    <>
      <Modal
        open={open}
        title={t('Pick your location')}
        onCancel={close}
        footer={footer}
        width={fullscreen ? '100vw' : 600}
        style={fullscreen ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : { maxWidth: 'calc(100vw - 16px)' }}
        styles={fullscreen ? { container: { minHeight: '100vh', borderRadius: 0 } } : undefined}
        destroyOnHidden
        data-fullscreen={fullscreen}
      >
        <Flex vertical gap={12}>
          <Flex gap={8} align="center" wrap="wrap">
            <div style={{ flex: '1 1 220px', minWidth: 0 }}>
              <PlaceSearch onChoose={choosePrediction} />
            </div>
            <Button size="large" icon={<AimOutlined aria-hidden />} onClick={locateDevice} disabled={resolving}>
              {t('Use current location')}
            </Button>
          </Flex>
          {signedIn && purpose === 'delivery' ? <SavedAddresses onChoose={chooseSavedAddress} disabled={resolving} /> : null}
          <div style={{ position: 'relative' }}>
            {mapCenter ? (
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
                <LocationMap center={mapCenter} zoom={MAP_ZOOM.picker} onMove={choosePoint} height={mapHeight} />
              </Suspense>
            ) : (
              <Skeleton.Node active style={{ width: '100%', height: 320 }} />
            )}
            <Button
              style={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
              aria-pressed={fullscreen}
              aria-label={fullscreen ? t('Exit fullscreen') : t('Fullscreen')}
              title={fullscreen ? t('Exit fullscreen') : t('Fullscreen')}
              icon={fullscreen ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
              onClick={() => setFullscreen(!fullscreen)}
            />
          </div>
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
          <Typography.Text strong>
            <bdi>{candidate.address}</bdi>
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('Search for your address or use your current location.')}</Typography.Text>
      )}
    </section>
  );
}
