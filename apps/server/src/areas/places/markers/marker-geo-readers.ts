import { kml } from '@tmcw/togeojson';
import { fieldIssue } from '@fleet/contracts';
import { DOMParser, onErrorStopParsing } from '@xmldom/xmldom';
import { AppError } from '../../../http/app-error.js';
import { columnOfHeader } from './marker-columns.js';
import { tooManyPoints, type RawMarkerRow } from './marker-rows.js';

interface GeoFeature {
  geometry?: { type?: unknown; coordinates?: unknown } | null;
  properties?: Record<string, unknown> | null;
}

/** The features of a parsed JSON document, or null when it is not GeoJSON. */
export function geoJsonFeatures(json: unknown): GeoFeature[] | null {
  if (typeof json !== 'object' || json === null) return null;
  const { type, features } = json as { type?: unknown; features?: GeoFeature[] };
  if (type === 'FeatureCollection' && Array.isArray(features)) return features;
  if (type === 'Feature') return [json];
  return null;
}

/** KML descriptions may arrive as `{"@type": "html", value}` from togeojson. */
const textOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'value' in value ? value.value : value;

/** One row per feature, numbered from 1; only Point features are map points. */
export function featureRows(features: readonly GeoFeature[]): RawMarkerRow[] {
  return features.map((feature, index) => {
    const row = index + 1;
    const geometry = feature?.geometry;
    if (geometry?.type !== 'Point') {
      const kind = typeof geometry?.type === 'string' ? geometry.type : 'no geometry';
      return {
        row,
        values: {},
        problem: fieldIssue('geometry', 'point_geometry', { kind }),
      };
    }
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(feature.properties ?? {})) {
      const column = columnOfHeader(key);
      if (column && values[column] === undefined) values[column] = textOf(value);
    }
    // KML and many GIS tools keep the note in `description`.
    const description = feature.properties?.description;
    if (values.note === undefined && description !== undefined) values.note = textOf(description);
    const coordinates: unknown[] = Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
    const [lon, lat] = coordinates;
    return { row, values: { ...values, lat, lon } };
  });
}

/**
 * Placemarks of a KML document as rows; a document that is not well-formed XML is refused,
 * and one with more than `maxPoints` placemarks before they are converted.
 */
export function readKml(text: string, maxPoints: number): RawMarkerRow[] {
  let doc;
  try {
    doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, 'text/xml');
  } catch (error) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The KML file is not well-formed XML: ${(error as Error).message.split('\n')[0]}`,
      [fieldIssue('uploaded_file', 'not_xml')],
    );
  }
  if (doc.documentElement?.localName !== 'kml') {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The file mentions <kml> but is not a KML document',
    );
  }
  if (doc.getElementsByTagName('Placemark').length > maxPoints)
    throw tooManyPoints(maxPoints, maxPoints + 1);
  return featureRows(kml(doc).features);
}
