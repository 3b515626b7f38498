import type { PlacePrediction, ZoneLookup } from '../../model/types';
import { request } from '../client';

export const getPlacePredictions = (searchText: string, signal?: AbortSignal) =>
  request<{ predictions: PlacePrediction[] }>('config/place-api-autocomplete', {
    query: { search_text: searchText },
    signal,
  });

export const getPlaceDetails = (placeId: string) =>
  request<{ result: { formatted_address?: string; name?: string; geometry: { location: { lat: number; lng: number } } } }>(
    'config/place-api-details',
    { query: { placeid: placeId } },
  );

export const getGeocode = (lat: number, lng: number) =>
  request<{ results: { formatted_address: string }[] }>('config/geocode-api', { query: { lat, lng } });

export const getZoneId = (lat: number, lng: number) =>
  request<ZoneLookup>('config/get-zone-id', { query: { lat, lng } });
