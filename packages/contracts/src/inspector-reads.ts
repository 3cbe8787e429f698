import type { TEndpoint } from './endpoint.js';
import { ENDPOINTS, STANDARD_REPORT_ENDPOINTS } from './endpoints/index.js';

/**
 * The only routes an inspector may call (besides public ones): reads of what the inspector
 * pages show, and their own session (sign-out, the page views that fill the audit log).
 * Everything else, including every route added later, is refused to an inspector: the list
 * is of what is allowed, so a new write route cannot slip through. Most reads of this API
 * are POSTs (spec 7), so "not GET" cannot tell a write; this list does.
 */
export const INSPECTOR_READS: readonly TEndpoint[] = [
  // The session and the shell.
  ENDPOINTS.validateSession,
  // Signing in through the form reads one's own profile (spec 4).
  ENDPOINTS.userInfo,
  ENDPOINTS.logout,
  ENDPOINTS.recordPageView,
  ENDPOINTS.roleResources,
  ENDPOINTS.settings,
  ENDPOINTS.company,
  ENDPOINTS.noticeList,
  ENDPOINTS.noticeCount,
  // The live map and replays.
  ENDPOINTS.truckList,
  ENDPOINTS.truckListAlias,
  ENDPOINTS.currentTrucks,
  ENDPOINTS.route,
  ENDPOINTS.live,
  ENDPOINTS.reverseGeocode,
  ENDPOINTS.markerList,
  // Driving time and violations.
  ENDPOINTS.warningList,
  ENDPOINTS.warningImage,
  ENDPOINTS.warningAttachments,
  ENDPOINTS.warningTodayCounts,
  ENDPOINTS.currentDriving,
  ENDPOINTS.driverList,
  ENDPOINTS.drivingByDate,
  ENDPOINTS.driverRouteReport,
  ENDPOINTS.abnormalActivity,
  ENDPOINTS.reportVideos,
  ...Object.values(STANDARD_REPORT_ENDPOINTS).flatMap((report) => [report.read, report.export]),
  // Camera images and recorded videos: the history's clips, and the recordings on a
  // dashcam's card played back (listed, watched, paused, sought and closed: the viewing
  // session only; saving one into the history is a change and stays refused).
  ENDPOINTS.imageList,
  ENDPOINTS.videoList,
  ENDPOINTS.deviceRecordings,
  ENDPOINTS.startDevicePlayback,
  ENDPOINTS.devicePlayback,
  ENDPOINTS.devicePlaybackFile,
  ENDPOINTS.controlDevicePlayback,
  ENDPOINTS.stopDevicePlayback,
];

const READS = new Set<TEndpoint>(INSPECTOR_READS);

export const isInspectorRead = (endpoint: TEndpoint): boolean => READS.has(endpoint);
