import { HttpError } from '../errors.js'

/**
 * The maps provider, used only when GOOGLE_MAPS_SERVER_KEY is set: one GET per
 * call, answers passed through in the legacy (2.x) shapes the storefront reads.
 */
export function createMapsProvider(key: string, fetchImpl: typeof fetch = fetch) {
  const base = 'https://maps.googleapis.com/maps/api'
  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}/${path}?${new URLSearchParams({ ...params, key })}`
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) })
      if (!response.ok) throw new Error(`status ${response.status}`)
      return await response.json()
    } catch {
      throw new HttpError(502, 'maps', 'The maps provider is not answering. Please try again.')
    }
  }
  return {
    /** `near` biases the predictions toward the visitor's current point (50 km), as the gazetteer ranks them. */
    autocomplete: (input: string, near?: [number, number]) =>
      get('place/autocomplete/json', near ? { input, location: near.join(','), radius: '50000' } : { input }),
    details: (placeId: string) => get('place/details/json', { placeid: placeId, fields: 'place_id,name,formatted_address,geometry' }),
    geocode: (lat: number, lng: number) => get('geocode/json', { latlng: `${lat},${lng}` }),
    distance: (origin: [number, number], destination: [number, number], mode: string) =>
      get('distancematrix/json', { origins: origin.join(','), destinations: destination.join(','), mode }),
  }
}

export type MapsProvider = ReturnType<typeof createMapsProvider>
