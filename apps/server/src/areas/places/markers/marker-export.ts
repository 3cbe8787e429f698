import type { MARKER_EXPORT_FORMATS } from '@fleet/contracts';
import { csvGuard, EXPORT_COLUMNS } from './marker-columns.js';
import type { MarkerRow } from './marker-repository.js';
import { tableWorkbook } from '../../../xlsx-table.js';

export type MarkerExportFormat = (typeof MARKER_EXPORT_FORMATS)[number];

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  extension: string;
}

const SHEET_NAME = 'Điểm bản đồ';

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : csvGuard(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(markers: readonly MarkerRow[]): ExportedFile {
  const lines = [
    EXPORT_COLUMNS.join(','),
    ...markers.map((m) => EXPORT_COLUMNS.map((column) => csvCell(m[column])).join(',')),
  ];
  // The BOM makes Excel read the file as UTF-8, so Vietnamese names keep their accents.
  return {
    body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
  };
}

async function toXlsx(markers: readonly MarkerRow[]): Promise<ExportedFile> {
  // The headers stay the field names and no text is taken for a date, so the file imports
  // back as it is; numbers stay numbers, with a number format.
  const columns = EXPORT_COLUMNS.map((column) => ({
    header: column,
    value: (m: MarkerRow) => m[column],
    kind: markers.some((m) => typeof m[column] === 'number')
      ? ('number' as const)
      : ('text' as const),
  }));
  return {
    body: await tableWorkbook(SHEET_NAME, columns, markers),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}

function toGeoJson(markers: readonly MarkerRow[]): ExportedFile {
  const collection = {
    type: 'FeatureCollection',
    features: markers.map(({ id, lat, lon, ...properties }) => ({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties,
    })),
  };
  return {
    body: Buffer.from(JSON.stringify(collection, null, 1), 'utf8'),
    contentType: 'application/geo+json',
    extension: 'geojson',
  };
}

/** XML 1.0 forbids most control characters even when escaped, so they are dropped. */
const xml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function placemark(m: MarkerRow): string {
  const data = (['type', 'radius_m', 'speed_limit_kmh', 'address'] as const)
    .filter((key) => m[key] !== null)
    .map((key) => `<Data name="${key}"><value>${xml(String(m[key]))}</value></Data>`)
    .join('');
  const description = m.note === null ? '' : `<description>${xml(m.note)}</description>`;
  return `  <Placemark><name>${xml(m.name)}</name>${description}<ExtendedData>${data}</ExtendedData><Point><coordinates>${m.lon},${m.lat}</coordinates></Point></Placemark>`;
}

function toKml(markers: readonly MarkerRow[]): ExportedFile {
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>',
    `  <name>${SHEET_NAME}</name>`,
    ...markers.map(placemark),
    '</Document></kml>',
    '',
  ].join('\n');
  return {
    body: Buffer.from(body, 'utf8'),
    contentType: 'application/vnd.google-earth.kml+xml',
    extension: 'kml',
  };
}

export async function exportMarkers(
  markers: readonly MarkerRow[],
  format: MarkerExportFormat,
): Promise<ExportedFile> {
  switch (format) {
    case 'csv':
      return toCsv(markers);
    case 'xlsx':
      return toXlsx(markers);
    case 'geojson':
      return toGeoJson(markers);
    case 'kml':
      return toKml(markers);
  }
}
