import { parcelCharge } from '../parcel.ts';

const zone = { per_km_shipping_charge: 2, minimum_shipping_charge: 5 };

describe('parcelCharge', () => {
  it.each<
    [
      string,
      number,
      { parcel_per_km_shipping_charge: number | string | null; parcel_minimum_shipping_charge: number | string | null },
      number,
    ]
  >([
    ['the category rate times the distance', 10, { parcel_per_km_shipping_charge: 1.5, parcel_minimum_shipping_charge: 6 }, 15],
    ['the category minimum for a short trip', 2, { parcel_per_km_shipping_charge: 1.5, parcel_minimum_shipping_charge: 6 }, 6],
    ['the zone rate when the category sets none', 10, { parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null }, 20],
    ['the zone minimum when the category sets none', 1, { parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null }, 5],
    ['rates sent as text (numeric columns)', 3.333, { parcel_per_km_shipping_charge: '3', parcel_minimum_shipping_charge: '1' }, 10],
    ['the minimum for a zero or broken distance', Number.NaN, { parcel_per_km_shipping_charge: 3, parcel_minimum_shipping_charge: 4 }, 4],
  ])('%s', (_name, distance, category, charge) => {
    expect(parcelCharge(distance, category, zone).charge).toBe(charge);
  });

  it('rounds to cents', () => {
    expect(parcelCharge(1.2345, { parcel_per_km_shipping_charge: 10, parcel_minimum_shipping_charge: 0 }, zone).charge).toBe(12.35);
  });
});
