import { MARKER_IMPORT_MAX_POINTS } from '@fleet/contracts';
import { AppError, invalidField } from '../../../http/app-error.js';
import type { MarkerFields } from './marker-repository.js';
import { featureRows, geoJsonFeatures, readKml } from './marker-geo-readers.js';
import { tooManyPoints, validateMarkerRows, type RawMarkerRow } from './marker-rows.js';
import { readCsv, readXlsx } from './marker-table-readers.js';

/** Enough to fix a file by; a list of 10,000 identical complaints helps nobody. */
const MAX_DETAILS = 200;

const UNSUPPORTED = 'Import a CSV, Excel (.xlsx), GeoJSON or KML file of map points';
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function unsupported(message = UNSUPPORTED): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', message);
}

/** UTF-8 text without its BOM, or null for bytes that are not text at all. */
function textOf(buffer: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the rows of an upload, judging the format by content, never by the file name:
 * a ZIP is an Excel workbook, JSON is GeoJSON, `<kml` is KML, else a CSV with a known header.
 * Each reader stops at the first point past MARKER_IMPORT_MAX_POINTS.
 */
async function readRows(buffer: Buffer): Promise<RawMarkerRow[]> {
  const max = MARKER_IMPORT_MAX_POINTS;
  if (buffer.subarray(0, 4).equals(ZIP_SIGNATURE)) return readXlsx(buffer, max);
  const text = textOf(buffer);
  if (text === null) throw unsupported(`${UNSUPPORTED}; a CSV must be saved as UTF-8`);
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    const json = parseJson(start);
    if (json !== undefined) {
      const features = geoJsonFeatures(json);
      if (!features) throw unsupported('The JSON file is not a GeoJSON FeatureCollection');
      if (features.length > max) throw tooManyPoints(max, max + 1);
      return featureRows(features);
    }
  }
  if (/<kml[\s>]/.test(text.slice(0, 4096))) return readKml(text, max);
  const rows = readCsv(text, max);
  if (!rows) throw unsupported();
  return rows;
}

/**
 * The validated points of an upload (run in the import thread); any invalid row refuses the
 * whole file.
 */
export async function parseMarkerFile(buffer: Buffer): Promise<MarkerFields[]> {
  const rows = await readRows(buffer);
  if (rows.length === 0) {
    throw invalidField('uploaded_file', 'no_points');
  }
  const { markers, problems } = validateMarkerRows(rows);
  if (problems.length > 0) {
    const rowsWithProblems = new Set(problems.map((p) => p.row)).size;
    const first = problems[0]!;
    throw new AppError(
      'IMPORT_ROWS_INVALID',
      `${rowsWithProblems} row(s) are invalid, nothing was imported; first: row ${first.row}, ${first.field}: ${first.message}`,
      problems.slice(0, MAX_DETAILS),
    );
  }
  return markers;
}
