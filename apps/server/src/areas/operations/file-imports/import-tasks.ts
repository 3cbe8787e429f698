import { readSheetPreview, readTripPlan } from '../excel/trip-plan-reader.js';
import { parseMarkerFile } from '../../places/index.js';

/**
 * What the import thread does with a file's bytes: each task reads one kind of upload with
 * its limits and answers something small (rows under the limit, or an AppError).
 */
export const importTasks = {
  tripPlan: readTripPlan,
  sheetPreview: readSheetPreview,
  markerFile: parseMarkerFile,
};
