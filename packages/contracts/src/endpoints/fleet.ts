import { endpoint } from '../endpoint.js';
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
  }),
  route: endpoint({ method: 'POST', path: '/truck/get_route_from_video', access: 'signed_in' }),
  // Live state of the granted trucks; the browser passes its token in the query string.
  live: endpoint({ method: 'GET', path: '/api/live', access: 'signed_in' }),
  // A position in words (any signed-in user sees trucks somewhere; throttled per user).
  reverseGeocode: endpoint({ method: 'POST', path: '/api/geocode/reverse', access: 'signed_in' }),

  // Devices: OsmAnd needs no key (the Traccar Client app cannot send one) and the batch
  // endpoint checks the device key itself, so both are public to the session layer.
  osmandGet: endpoint({ method: 'GET', path: '/osmand', access: 'public' }),
  osmandPost: endpoint({ method: 'POST', path: '/osmand', access: 'public' }),
  osmandSlashGet: endpoint({ method: 'GET', path: '/osmand/', access: 'public' }),
  osmandSlashPost: endpoint({ method: 'POST', path: '/osmand/', access: 'public' }),
  ingestPositions: endpoint({ method: 'POST', path: '/api/ingest/positions', access: 'public' }),
  deviceKey: endpoint({ method: 'POST', path: '/api/devices/key', access: 'admin' }),
  unknownDevices: endpoint({ method: 'POST', path: '/api/devices/unknown', access: 'admin' }),
  attachDevice: endpoint({ method: 'POST', path: '/api/devices/attach', access: 'admin' }),

  // Map points are read by every map and report; changing them needs the map page.
  markerList: endpoint({ method: 'POST', path: '/marker/get_all_list', access: 'signed_in' }),
  createMarker: endpoint({ method: 'POST', path: '/marker/create', access: { page: 'location' } }),
  updateMarker: endpoint({ method: 'PUT', path: '/marker/update', access: { page: 'location' } }),
  deleteMarkers: endpoint({
    method: 'POST',
    path: '/marker/delete',
    access: { page: 'location' },
  }),
  importMarkers: endpoint({
    method: 'POST',
    path: '/marker/import',
    access: { page: 'location' },
  }),
  exportMarkers: endpoint({ method: 'POST', path: '/api/markers/export', access: 'signed_in' }),

  // Truck cameras: their live sources carry credentials, so only truck managers see them.
  truckCameras: endpoint({
    method: 'POST',
    path: '/api/trucks/cameras/list',
    access: { page: 'trucks' },
  }),
  saveTruckCameras: endpoint({
    method: 'POST',
    path: '/api/trucks/cameras/save',
    access: { page: 'trucks' },
  }),

  // Drivers assigned to trucks, edited in the truck form; the truck must be granted.
  assignmentList: endpoint({
    method: 'POST',
    path: '/api/trucks/assignments/list',
    access: { page: 'trucks' },
  }),
  createAssignment: endpoint({
    method: 'POST',
    path: '/api/trucks/assignments/create',
    access: { page: 'trucks' },
  }),
  endAssignment: endpoint({
    method: 'POST',
    path: '/api/trucks/assignments/end',
    access: { page: 'trucks' },
  }),
  deleteAssignment: endpoint({
    method: 'POST',
    path: '/api/trucks/assignments/delete',
    access: { page: 'trucks' },
  }),

  // JT/T 808 terminals: text to a truck's driver and its terminal's state with the trucks page,
  // "take a photo now" with the image history, its clock and parameters for admins; each
  // names a truck by plate, which must be granted. The internal route carries a command from
  // the instance a user reached to the one holding the terminal's connection (signed).
  terminal: endpoint({ method: 'POST', path: '/api/jt808/terminal', access: { page: 'trucks' } }),
  setTerminal: endpoint({ method: 'PUT', path: '/api/jt808/terminal', access: 'admin' }),
  terminalText: endpoint({ method: 'POST', path: '/api/jt808/text', access: { page: 'trucks' } }),
  terminalPhoto: endpoint({
    method: 'POST',
    path: '/api/jt808/photo',
    access: { page: 'management/image' },
  }),
  terminalSettings: endpoint({ method: 'POST', path: '/api/jt808/settings', access: 'admin' }),
  terminalRelay: endpoint({
    method: 'POST',
    path: '/api/internal/jt808/request',
    access: 'public',
  }),
} as const;
