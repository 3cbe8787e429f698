/** A row that happened somewhere: its position and, from the server, that position in words. */
export interface TPlaced {
  lat: number | null;
  lon: number | null;
  /** The server's words for the position, in the user's language; null or absent if none. */
  address?: string | null;
}

/** `lat, lon` to 5 decimals (about a metre); null without a position. */
export const coordinatesText = ({ lat, lon }: TPlaced): string | null =>
  lat === null || lon === null ? null : `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** What a list shows: the address, else the coordinates, else null. */
export const placeText = (row: TPlaced): string | null => row.address || coordinatesText(row);

/**
 * What an export writes: the address with the coordinates after it, so a sheet can still be
 * mapped, or whichever of the two there is.
 */
export function placeExport(row: TPlaced): string | null {
  const coordinates = coordinatesText(row);
  if (!row.address) return coordinates;
  if (!coordinates || row.address === coordinates) return row.address;
  return `${row.address} (${coordinates})`;
}
