import { endpoint } from '../endpoint.js';
import { ZCameraListRequest, ZCameraListResponse, ZSaveCamerasRequest } from '../camera.js';
import { ZOk } from '../common.js';
import { ZReverseGeocodeRequest, ZReverseGeocodeResponse } from '../geocode.js';
import {
  ZAttachDeviceRequest,
  ZBatchRequest,
  ZBatchResponse,
  ZDeviceKeyRequest,
  ZDeviceKeyResponse,
  ZUnknownDeviceListResponse,
} from '../ingest.js';
import {
  ZJt808PhotoRequest,
  ZJt808PhotoResponse,
  ZJt808RelayRequest,
  ZJt808RelayResponse,
  ZJt808ReleaseRequest,
  ZJt808SettingsRequest,
  ZJt808SettingsResponse,
  ZJt808TerminalRequest,
  ZJt808TerminalResponse,
  ZJt808TextRequest,
  ZJt808TimeZoneRequest,
} from '../jt808.js';
import {
  ZCreateMarkerRequest,
  ZDeleteMarkersRequest,
  ZDeleteMarkersResponse,
  ZExportMarkersRequest,
  ZImportMarkersResponse,
  ZMarkerListRequest,
  ZMarkerListResponse,
  ZMarkerResponse,
  ZUpdateMarkerRequest,
} from '../marker.js';
import {
  ZCreateTruckAssignmentRequest,
  ZDeleteTruckAssignmentRequest,
  ZDeleteTruckAssignmentResponse,
  ZEndTruckAssignmentRequest,
  ZTruckAssignmentListRequest,
  ZTruckAssignmentListResponse,
  ZTruckAssignmentResponse,
} from '../motion.js';
import { ZCurrentTruckListResponse, ZRouteRequest, ZRouteResponse } from '../tracking.js';
import {
  ZCreateTruckRequest,
  ZDeleteTrucksRequest,
  ZDeleteTrucksResponse,
  ZTruckListRequest,
  ZTruckListResponse,
  ZTruckResponse,
  ZUpdateTruckRequest,
} from '../truck.js';

const TRUCK_LIST = { body: ZTruckListRequest, response: ZTruckListResponse } as const;

/** Trucks, their live state, devices and positions, map points, cameras, drivers, terminals. */
export const FLEET_ENDPOINTS = {
  // Truck lists answer only the trucks the user is granted; changing trucks needs the page.
  truckList: endpoint({
    method: 'POST',
    path: '/truck/truck_list',
    access: 'signed_in',
    ...TRUCK_LIST,
  }),
  truckListAlias: endpoint({
    method: 'POST',
    path: '/truck/get_list',
    access: 'signed_in',
    ...TRUCK_LIST,
  }),
  createTruck: endpoint({
    method: 'POST',
    path: '/truck/create',
    access: { page: 'trucks' },
    body: ZCreateTruckRequest,
    response: ZTruckResponse,
    status: 201,
  }),
  updateTruck: endpoint({
    method: 'PUT',
    path: '/truck/update',
    access: { page: 'trucks' },
    body: ZUpdateTruckRequest,
    response: ZTruckResponse,
  }),
  deleteTrucks: endpoint({
    method: 'POST',
    path: '/truck/delete',
    access: { page: 'trucks' },
    body: ZDeleteTrucksRequest,
    response: ZDeleteTrucksResponse,
  }),
  currentTrucks: endpoint({
    method: 'POST',
    path: '/truck/get_current_truck_list',
    access: 'signed_in',
    response: ZCurrentTruckListResponse,
  }),
  route: endpoint({
    method: 'POST',
    path: '/truck/get_route_from_video',
    access: 'signed_in',
    body: ZRouteRequest,
    response: ZRouteResponse,
  }),
  // Live state of the granted trucks (a WebSocket: its messages are TLiveMessage); the browser
  // passes its token in the query string.
  live: endpoint({ method: 'GET', path: '/api/live', access: 'signed_in' }),
  // A position in words (any signed-in user sees trucks somewhere; throttled per user).
  reverseGeocode: endpoint({
    method: 'POST',
    path: '/api/geocode/reverse',
    access: 'signed_in',
    body: ZReverseGeocodeRequest,
    response: ZReverseGeocodeResponse,
  }),

  // Devices: OsmAnd needs no key (the Traccar Client app cannot send one), so it is public;
  // the batch endpoint is held by the device's key. OsmAnd reads its query string and form or
  // JSON body itself and answers an empty 200.
  osmandGet: endpoint({ method: 'GET', path: '/osmand', access: 'public' }),
  osmandPost: endpoint({ method: 'POST', path: '/osmand', access: 'public' }),
  osmandSlashGet: endpoint({ method: 'GET', path: '/osmand/', access: 'public' }),
  osmandSlashPost: endpoint({ method: 'POST', path: '/osmand/', access: 'public' }),
  ingestPositions: endpoint({
    method: 'POST',
    path: '/api/ingest/positions',
    access: 'device_key',
    body: ZBatchRequest,
    response: ZBatchResponse,
  }),
  deviceKey: endpoint({
    method: 'POST',
    path: '/api/devices/key',
    access: 'admin',
    body: ZDeviceKeyRequest,
    response: ZDeviceKeyResponse,
  }),
  unknownDevices: endpoint({
    method: 'POST',
    path: '/api/devices/unknown',
    access: 'admin',
    response: ZUnknownDeviceListResponse,
  }),
  attachDevice: endpoint({
    method: 'POST',
    path: '/api/devices/attach',
    access: 'admin',
    body: ZAttachDeviceRequest,
    response: ZOk,
  }),

  // Map points are read by every map and report; changing them needs the map page.
  markerList: endpoint({
    method: 'POST',
    path: '/marker/get_all_list',
    access: 'signed_in',
    body: ZMarkerListRequest,
    response: ZMarkerListResponse,
  }),
  createMarker: endpoint({
    method: 'POST',
    path: '/marker/create',
    access: { page: 'location' },
    body: ZCreateMarkerRequest,
    response: ZMarkerResponse,
    status: 201,
  }),
  updateMarker: endpoint({
    method: 'PUT',
    path: '/marker/update',
    access: { page: 'location' },
    body: ZUpdateMarkerRequest,
    response: ZMarkerResponse,
  }),
  deleteMarkers: endpoint({
    method: 'POST',
    path: '/marker/delete',
    access: { page: 'location' },
    body: ZDeleteMarkersRequest,
    response: ZDeleteMarkersResponse,
  }),
  // A multipart upload (field `uploaded_file`): no body schema, the answer is JSON.
  importMarkers: endpoint({
    method: 'POST',
    path: '/marker/import',
    access: { page: 'location' },
    response: ZImportMarkersResponse,
  }),
  // Answers the file itself (xlsx, csv…), so only the request is described.
  exportMarkers: endpoint({
    method: 'POST',
    path: '/api/markers/export',
    access: 'signed_in',
    body: ZExportMarkersRequest,
  }),

  // Truck cameras: their live sources carry credentials, so only truck managers see them.
  truckCameras: endpoint({
    method: 'POST',
    path: '/api/trucks/cameras/list',
    access: { page: 'trucks' },
    body: ZCameraListRequest,
    response: ZCameraListResponse,
  }),
  // Saving them is its own grant: the server pulls what a source names (issue 31).
  saveTruckCameras: endpoint({
    method: 'POST',
    path: '/api/trucks/cameras/save',
    access: { page: 'camera-sources' },
    body: ZSaveCamerasRequest,
    response: ZCameraListResponse,
  }),

  // Drivers assigned to trucks, edited in the truck form; the truck must be granted.
  assignmentList: endpoint({
    method: 'POST',
    path: '/api/trucks/assignments/list',
    access: { page: 'trucks' },
    body: ZTruckAssignmentListRequest,
    response: ZTruckAssignmentListResponse,
  }),
  createAssignment: endpoint({
    method: 'POST',
    path: '/api/trucks/assignments/create',
    access: { page: 'trucks' },
    body: ZCreateTruckAssignmentRequest,
    response: ZTruckAssignmentResponse,
    status: 201,
  }),
  endAssignment: endpoint({
    method: 'POST',
    path: '/api/trucks/assignments/end',
    access: { page: 'trucks' },
    body: ZEndTruckAssignmentRequest,
    response: ZTruckAssignmentResponse,
  }),
  deleteAssignment: endpoint({
    method: 'POST',
    path: '/api/trucks/assignments/delete',
    access: { page: 'trucks' },
    body: ZDeleteTruckAssignmentRequest,
    response: ZDeleteTruckAssignmentResponse,
  }),

  // JT/T 808 terminals: text to a truck's driver and its terminal's state with the trucks page,
  // "take a photo now" with the image history, its clock, parameters and release for admins; each
  // names a truck by plate, which must be granted. The internal route carries a command from
  // the instance a user reached to the one holding the terminal's connection (signed).
  terminal: endpoint({
    method: 'POST',
    path: '/api/jt808/terminal',
    access: { page: 'trucks' },
    body: ZJt808TerminalRequest,
    response: ZJt808TerminalResponse,
  }),
  setTerminal: endpoint({
    method: 'PUT',
    path: '/api/jt808/terminal',
    access: 'admin',
    body: ZJt808TimeZoneRequest,
    response: ZJt808TerminalResponse,
  }),
  releaseTerminal: endpoint({
    method: 'POST',
    path: '/api/jt808/terminal/release',
    access: 'admin',
    body: ZJt808ReleaseRequest,
    response: ZJt808TerminalResponse,
  }),
  terminalText: endpoint({
    method: 'POST',
    path: '/api/jt808/text',
    access: { page: 'trucks' },
    body: ZJt808TextRequest,
    response: ZOk,
  }),
  terminalPhoto: endpoint({
    method: 'POST',
    path: '/api/jt808/photo',
    access: { page: 'management/image' },
    body: ZJt808PhotoRequest,
    response: ZJt808PhotoResponse,
  }),
  terminalSettings: endpoint({
    method: 'POST',
    path: '/api/jt808/settings',
    access: 'admin',
    body: ZJt808SettingsRequest,
    response: ZJt808SettingsResponse,
  }),
  terminalRelay: endpoint({
    method: 'POST',
    path: '/api/internal/jt808/request',
    access: 'instance_signature',
    body: ZJt808RelayRequest,
    response: ZJt808RelayResponse,
  }),
} as const;
