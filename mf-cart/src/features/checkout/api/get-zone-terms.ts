import { checkWire, type LatLng, type Zone, type ZoneLookup } from '@storefront/contract';
import { request, type ApiError } from '@storefront/platform';
import type { ZoneDeliveryTerms } from '@storefront/domain';
import useSWR from 'swr';

/** The zone's terms for one store's module: fees, cash on delivery and its limit, digital payment. */
export interface ZoneTerms extends ZoneDeliveryTerms {
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  maximumCodOrderAmount: number | null;
}

export const zoneLookupKey = (latLng: LatLng | null) =>
  latLng && Number.isFinite(latLng.lat) && Number.isFinite(latLng.lng) ? (['config/get-zone-id', latLng.lat, latLng.lng] as const) : null;

export async function fetchZoneLookup([, lat, lng]: readonly [string, number, number]): Promise<ZoneLookup> {
  const lookup = await request<ZoneLookup>('config/get-zone-id', { query: { lat, lng } });
  if (process.env.NODE_ENV !== 'production') checkWire('ZoneLookup', lookup);
  return lookup;
}

type ZoneWithFees = Zone & { increased_delivery_fee?: number | null; increased_delivery_fee_status?: boolean | number | null };

/**
 * The store's zone among the zones of the address (null when the address is
 * outside it), with the pivot of the store's module.
 */
export function reshapeZoneTerms(lookup: ZoneLookup | undefined, zoneId: number | null | undefined, moduleId: number | null | undefined) {
  const zone = lookup?.zone_data.find((entry) => entry.id === zoneId) as ZoneWithFees | undefined;
  if (!zone) return null;
  const pivot = zone.modules?.find((module) => module.id === moduleId)?.pivot;
  const terms: ZoneTerms = {
    per_km_shipping_charge: Number(pivot?.per_km_shipping_charge) || 0,
    minimum_shipping_charge: Number(pivot?.minimum_shipping_charge) || 0,
    maximum_shipping_charge: pivot?.maximum_shipping_charge ?? null,
    increased_delivery_fee: zone.increased_delivery_fee ?? null,
    increased_delivery_fee_status: zone.increased_delivery_fee_status ?? null,
    cashOnDelivery: Boolean(zone.cash_on_delivery),
    digitalPayment: zone.digital_payment !== false,
    maximumCodOrderAmount: pivot?.maximum_cod_order_amount ?? null,
  };
  return terms;
}

/** The zone terms at `latLng` for the store's zone and module. */
export function useZoneTerms(latLng: LatLng | null, zoneId: number | null | undefined, moduleId: number | null | undefined) {
  const swr = useSWR<ZoneLookup, ApiError>(zoneLookupKey(latLng), fetchZoneLookup);
  return { ...swr, terms: reshapeZoneTerms(swr.data, zoneId, moduleId) };
}
