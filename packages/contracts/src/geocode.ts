import { z } from 'zod';
import { envelope } from './common.js';
import { LANGUAGES } from './user.js';

export type TLanguage = (typeof LANGUAGES)[number];

/**
 * Where an address comes from: a map point of the company within 500 m, the configured
 * reverse geocoder (`GEOCODER_URL`, or its cached answer), the nearest populated place of the
 * embedded GeoNames extract, or the coordinates themselves when nothing is near.
 */
export const ADDRESS_SOURCES = ['map_point', 'geocoder', 'places', 'coordinates'] as const;
export type TAddressSource = (typeof ADDRESS_SOURCES)[number];

/**
 * A position said in words in the user's language ("QL5, Văn Lâm, Hưng Yên", "Kho Bình Dương,
 * 300 m", "gần Như Quỳnh, Hưng Yên"); null when the row has no position.
 */
export const ZAddress = z.string().nullable();

/** POST /api/geocode/reverse */
export const ZReverseGeocodeRequest = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type TReverseGeocodeRequest = z.input<typeof ZReverseGeocodeRequest>;
export const ZReverseGeocode = z.object({
  address: z.string(),
  source: z.enum(ADDRESS_SOURCES),
});
export type TReverseGeocode = z.infer<typeof ZReverseGeocode>;
export const ZReverseGeocodeResponse = envelope(ZReverseGeocode);
