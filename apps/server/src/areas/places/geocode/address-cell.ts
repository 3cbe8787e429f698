/** Side of a cache cell in degrees of latitude: about 50 m. */
const STEP_DEG = 0.00045;

export interface AddressCell {
  /** `i:j`, the cell's key in the cache. */
  key: string;
  /** The cell's centre, where the geocoder is asked: every position in the cell gets one answer. */
  lat: number;
  lon: number;
}

/**
 * The cell of about 50 × 50 m a position falls in. Longitude steps widen with the latitude of
 * the cell's row (cos), so cells stay square from Cà Mau to Hà Giang.
 */
export function addressCell(lat: number, lon: number): AddressCell {
  const i = Math.round(lat / STEP_DEG);
  const rowLat = i * STEP_DEG;
  const lonStep = STEP_DEG / Math.max(0.05, Math.cos((rowLat * Math.PI) / 180));
  const j = Math.round(lon / lonStep);
  return {
    key: `${i}:${j}`,
    lat: Number(rowLat.toFixed(6)),
    lon: Number((j * lonStep).toFixed(6)),
  };
}
