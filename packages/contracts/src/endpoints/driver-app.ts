import { ZNoQuery } from '../common.js';
import { endpoint } from '../endpoint.js';
import {
  ZChooseDriverTruckRequest,
  ZDriverNowResponse,
  ZDriverTripsResponse,
  ZMarkStopRequest,
  ZMarkStopResponse,
  ZStopPhotoResponse,
} from '../driver-app.js';

const DRIVER_APP = { page: 'driver' } as const;

/** The driver app (issue 33): every route answers about the signed-in driver only. */
export const DRIVER_APP_ENDPOINTS = {
  driverNow: endpoint({
    method: 'GET',
    path: '/api/driver/now',
    access: DRIVER_APP,
    query: ZNoQuery,
    response: ZDriverNowResponse,
  }),
  // The truck the driver drives when no card is logged in on a device: one of their assigned trucks.
  chooseDriverTruck: endpoint({
    method: 'POST',
    path: '/api/driver/truck',
    access: DRIVER_APP,
    body: ZChooseDriverTruckRequest,
    response: ZDriverNowResponse,
  }),
  // Today's planned trips of the driver's truck, with their stops and the plan against GPS.
  driverTrips: endpoint({
    method: 'GET',
    path: '/api/driver/trips',
    access: DRIVER_APP,
    query: ZNoQuery,
    response: ZDriverTripsResponse,
  }),
  // "Arrived" / "delivered" at a stop of a trip of the driver's own truck, once per request key.
  markTripStop: endpoint({
    method: 'POST',
    path: '/api/driver/stops/mark',
    access: DRIVER_APP,
    body: ZMarkStopRequest,
    response: ZMarkStopResponse,
  }),
  // Proof of delivery: a photo of a stop of the driver's own truck's trip (multipart: trip_id,
  // stop, request_key, at, lat, lon, then file), once per request key; it joins the truck's
  // image history.
  stopPhoto: endpoint({
    method: 'POST',
    path: '/api/driver/stops/photo',
    access: DRIVER_APP,
    response: ZStopPhotoResponse,
    status: 201,
  }),
} as const;
