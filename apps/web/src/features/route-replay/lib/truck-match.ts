/** Lower case without accents or separators: "51D-123.45" → "51d12345", "Đà" → "da". */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/giu, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Whether a truck's plate or name contains what was typed, however it was punctuated. */
export function truckMatches(
  truck: { plate: string; plate_display: string; name: string | null },
  typed: string,
): boolean {
  const key = searchKey(typed);
  if (!key) return true;
  return [truck.plate, truck.plate_display, truck.name ?? ''].some((text) =>
    searchKey(text).includes(key),
  );
}
