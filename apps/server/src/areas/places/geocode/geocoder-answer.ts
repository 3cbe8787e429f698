/**
 * The address a Nominatim-compatible reverse answer gives, in the style of Vietnamese portals
 * ("QL5, Văn Lâm, Hưng Yên"): road, ward or commune, district, province; no postcode or
 * country. Nominatim's `format=jsonv2` object and Photon's GeoJSON are both read; anything
 * else (an error, nothing found) gives null.
 */
export function addressOfAnswer(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const answer = body as Record<string, unknown>;
  if (Array.isArray(answer.features)) {
    const first = answer.features[0] as { properties?: Record<string, unknown> } | undefined;
    return first?.properties ? photonAddress(first.properties) : null;
  }
  if (answer.address && typeof answer.address === 'object')
    return nominatimAddress(answer.address as Record<string, unknown>, answer.name);
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const first = (parts: Record<string, unknown>, keys: string[]) =>
  keys.map((k) => text(parts[k])).find((v) => v) ?? '';

/** Parts in order, each once (a city that is also its province is said once). */
function joined(parts: string[]): string | null {
  const kept: string[] = [];
  for (const part of parts)
    if (part && !kept.some((k) => k === part || k.endsWith(part) || part.endsWith(k)))
      kept.push(part);
  return kept.length ? kept.join(', ') : null;
}

const street = (number: string, road: string) => (road && number ? `${number} ${road}` : road);

function nominatimAddress(a: Record<string, unknown>, name: unknown): string | null {
  const road = street(text(a.house_number), first(a, ['road', 'pedestrian', 'footway']));
  return joined([
    road || text(name),
    first(a, ['quarter', 'suburb', 'village', 'hamlet', 'neighbourhood', 'town']),
    first(a, ['city_district', 'county', 'district', 'town', 'municipality']),
    first(a, ['state', 'city', 'province', 'region']),
  ]);
}

function photonAddress(p: Record<string, unknown>): string | null {
  const road = street(text(p.housenumber), text(p.street));
  return joined([
    road || text(p.name),
    first(p, ['locality', 'district']),
    first(p, ['county', 'city']),
    first(p, ['state', 'city']),
  ]);
}
