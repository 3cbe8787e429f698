import { endpoint } from '../endpoint.js';
import { ZDriverNowResponse, ZChooseDriverTruckRequest } from '../driver-app.js';

const DRIVER_APP = { page: 'driver' } as const;

/** The driver app (issue 33): every route answers about the signed-in driver only. */
export const DRIVER_APP_ENDPOINTS = {
  driverNow: endpoint({
    method: 'GET',
    path: '/api/driver/now',
    access: DRIVER_APP,
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
} as const;
